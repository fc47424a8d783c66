// Home (/home): a short start page — jump into a generator, your library, or the story tools.
import { BookOpen, FolderOpen, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/empty-state";
import { Header } from "@/components/layout/header";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FamilyGrid } from "./family-grid";

const STARTS = [
  { to: "/generators", icon: Sparkles, title: "Generate something", text: "Pick one of 32 generators and roll your first result." },
  { to: "/browse", icon: FolderOpen, title: "Browse the library", text: "See what other world-builders have made and shared." },
  { to: "/story-elements", icon: BookOpen, title: "Weave a story", text: "Stories, timelines, family trees and campaign arcs." },
];

export function HomePage() {
  return (
    <>
      <Header />
      <PageContainer>
        <PageHeader title="Home" description="Where would you like to start?" />
        <div className="mb-12 grid gap-4 sm:grid-cols-3">
          {STARTS.map(({ to, icon: Icon, title, text }) => (
            <Link key={to} to={to} className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <Card className="h-full transition-colors hover:bg-accent">
                <CardHeader>
                  <Icon className="size-6 text-primary" aria-hidden="true" />
                  <CardTitle>{title}</CardTitle>
                  <CardDescription>{text}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          ))}
        </div>
        <h2 className="mb-5 font-serif text-2xl font-semibold">All generators</h2>
        <FamilyGrid />
      </PageContainer>
    </>
  );
}
