// Placeholder for /generators/<kind> until the generators engineer's page replaces it.
import { Sparkles } from "lucide-react";
import { Link, useLocation } from "react-router";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { GENERATORS, generatorTitle } from "@/lib/catalog";

export function GeneratorPlaceholderPage() {
  const kind = useLocation().pathname.split("/")[2];
  const entry = GENERATORS.find((g) => g.kind === kind) ?? GENERATORS[0]!;
  return (
    <PageContainer>
      <PageHeader title={generatorTitle(entry)} description={entry.blurb} />
      <EmptyState icon={Sparkles} title="This generator is on its way" action={<Button asChild variant="outline"><Link to="/generators">See all generators</Link></Button>}>
        The {entry.label.toLowerCase()} generator's page is being built. Its results will appear here.
      </EmptyState>
    </PageContainer>
  );
}
