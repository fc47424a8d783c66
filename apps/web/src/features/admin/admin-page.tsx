// /admin: users, moderation, feedback triage, figures and the audit log, one tab each (?tab=).
// The guard (AdminRoute) is a convenience: every function behind these tabs checks
// public.is_admin() on the server and writes an audit row.
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { PageContainer, PageHeader } from "@/components/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AuditTab } from "./audit-tab";
import { FeedbackTab } from "./feedback-tab";
import { ModerationTab } from "./moderation-tab";
import { UsersTab } from "./users-tab";

// The charts library loads only when the Figures tab opens.
const FiguresTab = lazy(async () => ({ default: (await import("./figures-tab")).FiguresTab }));

const TABS = [
  { value: "users", label: "Users" },
  { value: "moderation", label: "Moderation" },
  { value: "feedback", label: "Feedback" },
  { value: "figures", label: "Figures" },
  { value: "audit", label: "Audit log" },
] as const;
type Tab = (typeof TABS)[number]["value"];

export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("tab");
  const tab: Tab = TABS.some((t) => t.value === raw) ? (raw as Tab) : "users";
  const select = (value: string) => setParams((p) => (value === "users" ? (p.delete("tab"), p) : (p.set("tab", value), p)), { replace: true });

  return (
    <PageContainer>
      <PageHeader title="Admin" description="Users, reports, feedback and figures of this Worldloom. Every action is recorded in the audit log." />
      <Tabs value={tab} onValueChange={select}>
        <TabsList aria-label="Admin sections" className="h-auto flex-wrap justify-start">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="users" className="mt-4">
          <UsersTab />
        </TabsContent>
        <TabsContent value="moderation" className="mt-4">
          <ModerationTab />
        </TabsContent>
        <TabsContent value="feedback" className="mt-4">
          <FeedbackTab />
        </TabsContent>
        <TabsContent value="figures" className="mt-4">
          <Suspense fallback={<Skeleton className="h-64" />}>
            <FiguresTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="audit" className="mt-4">
          <AuditTab />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
