// Profile → Export everything: one JSON file with the account, the profile and every row of the
// user's (library, universes, stories, forum and feedback posts, roadmap, subscription…) and the
// list of their uploaded files, from GET /auth/v1/user/export.
import { Download } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { exportAccount } from "@/data/account/account";
import { downloadBlob } from "@/lib/download";

export function ExportCard() {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const blob = await exportAccount();
      downloadBlob(blob, `worldloom-export-${new Date().toISOString().slice(0, 10)}.json`);
      toast.success("Your export is downloading", { description: "Everything of yours in one JSON file." });
    } catch (e) {
      toast.error("Could not export", { description: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-border bg-card p-5 sm:p-6">
      <h2 id={`${id}-title`} className="font-serif text-xl font-semibold">
        Export everything
      </h2>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm text-muted-foreground">
          One file with your account, profile, library, universes, stories and their notes, forum and feedback posts, roadmap and the list of pictures you
          uploaded. To move items into another library, use Export on My Content instead.
        </p>
        <Button variant="outline" className="shrink-0" disabled={busy} onClick={() => void run()}>
          <Download aria-hidden="true" /> {busy ? "Exporting…" : "Export my data"}
        </Button>
      </div>
    </section>
  );
}
