// What the map says about its drawn picture: a calm note when it was made by another version of the
// atlas than the one drawing it now (docs/maps.md, "Version and golden"), or why it could not be drawn.
import { AlertTriangle, Info } from "lucide-react";
import { versionNote } from "./generated-map";

export function GeneratedNote({ saved, current, error }: { saved: number; current: number | undefined; error: Error | null }) {
  const note = versionNote(saved, current);
  if (!note && !error) return null;
  return (
    <p
      role={error ? "alert" : "note"}
      className="absolute left-2 right-2 top-2 z-[1000] ml-12 flex items-start gap-2 rounded-md bg-card/95 p-2 text-sm text-muted-foreground shadow sm:right-auto sm:max-w-md"
    >
      {error ? (
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      ) : (
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      )}
      {error ? error.message : note}
    </p>
  );
}
