// Migration (admins): the database schema's migrations with their checksums, content upgrades to
// the current generators, and the backup download. The server checks the admin flag on every call.
import { PageContainer, PageHeader } from "@/components/empty-state";
import { BackupSection } from "./backup-section";
import { SchemaSection } from "./schema-section";
import { UpgradesSection } from "./upgrades-section";

export function MigrationPage() {
  return (
    <PageContainer>
      <PageHeader title="Migration" description="The database schema, content upgrades to the current generators, and backups." />
      <div className="flex flex-col gap-6">
        <UpgradesSection />
        <BackupSection />
        <SchemaSection />
      </div>
    </PageContainer>
  );
}
