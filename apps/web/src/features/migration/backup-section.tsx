// "Backup": download a full backup (every table's rows and the uploaded files) as one file, with
// the admin's token (fetch + blob). Restoring is a command-line step on a fresh install.
import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { downloadBackup } from "@/data/ops/download-backup";

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

export function BackupSection() {
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<string>();
  const run = () => {
    setBusy(true);
    downloadBackup()
      .then(
        ({ fileName, bytes }) => {
          setLast(`${fileName} (${size(bytes)})`);
          toast.success("Backup downloaded", { description: fileName });
        },
        (e: Error) =>
          toast.error("Could not download the backup", {
            description: e.message,
          }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Card aria-labelledby="backup-title">
      <CardHeader>
        <CardTitle id="backup-title">Backup</CardTitle>
        <CardDescription>
          One file with every table (accounts, content, stories, forum, storage records) and every uploaded file. Keep it somewhere safe: it holds
          everyone&apos;s data, including password hashes.
        </CardDescription>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">
        <p>
          To restore, start a fresh install (an empty <code className="font-mono">DATA_DIR</code> or a new database), stop the server and run{" "}
          <code className="whitespace-nowrap font-mono text-foreground">npm run restore -- &lt;file&gt;</code>.
        </p>
        {last && (
          <p className="mt-2 break-all text-foreground" role="status">
            Last download: {last}
          </p>
        )}
      </CardContent>
      <CardFooter>
        <Button onClick={run} disabled={busy}>
          {busy ? <Spinner /> : <Download aria-hidden="true" />}
          {busy ? "Preparing backup…" : "Download backup"}
        </Button>
      </CardFooter>
    </Card>
  );
}
