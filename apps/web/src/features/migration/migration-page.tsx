// Migration: Data migrations between versions of Worldloom will be listed and run from here.
import { DatabaseZap } from "lucide-react";
import { Link } from "react-router";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { Button } from "@/components/ui/button";

export function MigrationPage() {
  return (
    <PageContainer>
      <PageHeader title="Migration" description="Move data between versions." />
      <EmptyState icon={DatabaseZap} title="No migrations to run" action={<Button asChild><Link to="/admin">Back to Admin</Link></Button>}>
        Data migrations between versions of Worldloom will be listed and run from here.
      </EmptyState>
    </PageContainer>
  );
}
