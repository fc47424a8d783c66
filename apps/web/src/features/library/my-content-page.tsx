// /my-content: everything the user has saved.
import { FolderOpen } from "lucide-react";
import { Link } from "react-router";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { Button } from "@/components/ui/button";

export function MyContentPage() {
  return (
    <PageContainer>
      <PageHeader title="My Content" description="Everything you have saved from the generators and story tools." />
      <EmptyState icon={FolderOpen} title="Nothing saved yet" action={<Button asChild><Link to="/generators/character">Generate your first character</Link></Button>}>
        Results you save from any generator are kept here, ready to edit and link together.
      </EmptyState>
    </PageContainer>
  );
}
