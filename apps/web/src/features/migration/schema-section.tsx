// "Schema": every migration with its checksum and when it was applied. The server refuses to
// start when an applied file changed, so "changed" shows only for a file edited while it runs.
import { useState } from "react";
import { CheckCircle2, CircleDashed, TriangleAlert } from "lucide-react";
import { RowsSkeleton, InlineLoadError } from "@/components/load-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useMigrations } from "@/data/ops/get-migrations";
import type { MigrationStatus } from "@/data/ops/types";

export const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

const statusLabel: Record<MigrationStatus["status"], string> = {
  applied: "Applied",
  pending: "Pending",
  changed: "Changed since applied",
  missing: "File missing",
};

function StatusBadge({ status }: { status: MigrationStatus["status"] }) {
  const Icon = status === "applied" ? CheckCircle2 : status === "pending" ? CircleDashed : TriangleAlert;
  return (
    <Badge variant={status === "applied" ? "secondary" : status === "pending" ? "outline" : "destructive"}>
      <Icon className="size-3" aria-hidden="true" />
      {statusLabel[status]}
    </Badge>
  );
}

function MigrationRow({ m }: { m: MigrationStatus }) {
  const sum = m.checksum ?? m.appliedChecksum;
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-4" data-testid="migration-row">
      <div className="min-w-0 flex-1">
        <p className="break-words text-sm font-medium">
          <span className="font-mono text-xs text-muted-foreground">{m.version}</span> {m.name.replace(/_/g, " ")}
          {m.kind === "platform" && <span className="ml-2 text-xs text-muted-foreground">(platform)</span>}
        </p>
        <p className="text-xs text-muted-foreground">
          {m.appliedAt ? `Applied ${dateTime.format(new Date(m.appliedAt))}` : "Not applied yet"}
          {sum && (
            <>
              {" · "}
              <span className="font-mono" title={`sha256 ${sum}`} aria-label={`Checksum ${sum}`} data-testid="checksum">
                sha256 {sum.slice(0, 12)}
              </span>
            </>
          )}
        </p>
      </div>
      <div className="shrink-0">
        <StatusBadge status={m.status} />
      </div>
    </li>
  );
}

export function SchemaSection() {
  const q = useMigrations();
  const [all, setAll] = useState(false);
  const list = q.data ?? [];
  // Newest first; problems always shown.
  const ordered = [...list].reverse();
  const shown = all ? ordered : ordered.filter((m, i) => i < 8 || m.status !== "applied");
  const applied = list.filter((m) => m.status === "applied").length;
  const pending = list.filter((m) => m.status === "pending").length;
  const problems = list.filter((m) => m.status === "changed" || m.status === "missing").length;
  return (
    <Card aria-labelledby="schema-title">
      <CardHeader>
        <CardTitle id="schema-title">Schema</CardTitle>
        <CardDescription>
          Every database migration, with the checksum of its file and when it was applied. Migrations are forward-only: if an applied file changes, the server
          refuses to start and names it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {q.isPending ? (
          <RowsSkeleton className="flex flex-col gap-2" label="Loading migrations" />
        ) : q.isError ? (
          <InlineLoadError what="The migrations" error={q.error} onRetry={() => void q.refetch()} />
        ) : (
          <>
            <p className="text-sm" role="status">
              {applied} applied
              {pending > 0 && `, ${pending} pending (applied at the next start)`}
              {problems > 0 && <span className="text-destructive">, {problems} changed or missing</span>}.
            </p>
            <ul className="mt-2 divide-y divide-border" aria-label="Migrations">
              {shown.map((m) => (
                <MigrationRow key={`${m.kind}-${m.version}`} m={m} />
              ))}
            </ul>
            {ordered.length > shown.length && (
              <Button variant="outline" size="sm" className="mt-2" onClick={() => setAll(true)}>
                Show all {ordered.length} migrations
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
