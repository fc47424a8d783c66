// My Content's "Import": pick or drop a bundle file, see what it holds (or the report of what is
// wrong with it), decide about items already in the library, then import all of it in one go —
// with a toast whose Undo takes out exactly what came in. Nothing is written before "Import".
import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, FileUp, Upload } from "lucide-react";
import { useReducer, useRef, useState, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { cn } from "@/lib/utils";
import { discardUpload, stageParts, useImportBundle } from "@/data/bundle/import-bundle";
import type { ImportConflict, ImportReceipt } from "@/data/bundle/types";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import { undoImport } from "@/data/bundle/undo-import";
import { finishMapImport } from "@/data/bundle/import-maps";
import { mapKeys } from "@/data/maps/keys";
import { useAuth } from "@/lib/auth";
import { splitBundle } from "./bundle/build";
import { bundleSummary, importButtonLabel, importedMapIds, importedMessage, mapImportNote, mapLinkCount, type ConflictChoice } from "./bundle/report";
import type { Bundle } from "./bundle/schema";
import { MAX_BUNDLE_BYTES, MAX_BUNDLE_ITEMS } from "./bundle/schema";
import { problemLine, readBundle, type Problem } from "./bundle/validate";
import { importReducer, initialImportState } from "./import-state";
import { kindLabel } from "../kinds";
import { itemCount } from "../pending-deletes";
import { contentItemKeys } from "@/data/content-items/keys";

const SHOWN = 50;
const CHOICES: { value: ConflictChoice; label: string; hint: string }[] = [
  { value: "copy", label: "Import as copies", hint: "Keep yours and add the bundle's as new items." },
  { value: "replace", label: "Replace existing", hint: "Overwrite yours with the bundle's; their old version stays in each item's history." },
  { value: "skip", label: "Skip those", hint: "Keep yours and leave the bundle's out." },
];

export function ImportButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" /> Import
      </Button>
      {open && <ImportDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function ImportDialog({ onClose }: { onClose: () => void }) {
  const qc = useQueryClient();
  const [{ at: state, choice, keepPublic, dragging }, dispatch] = useReducer(importReducer, initialImportState);
  const input = useRef<HTMLInputElement>(null);
  const run = useImportBundle();
  const { user } = useAuth();
  // Maps' pictures are copied after the import's transaction (they are files, not rows).
  const [finishing, setFinishing] = useState(false);

  const close = () => {
    if (state.step === "preview") void discardUpload(state.upload);
    onClose();
  };

  const take = async (file: File) => {
    if (state.step === "preview") void discardUpload(state.upload);
    dispatch({ type: "reading", file: file.name });
    // Too large a file is refused before it is read into memory.
    const read = file.size > MAX_BUNDLE_BYTES ? readBundle("", file.size) : readBundle(await file.text(), file.size);
    if (!read.ok) {
      dispatch({ type: "invalid", file: file.name, message: read.message, problems: read.problems });
      return;
    }
    try {
      const upload = await stageParts(splitBundle(read.bundle));
      const checked = await run.mutateAsync({ upload, mode: "check", keepVisibility: false });
      dispatch({ type: "checked", file: file.name, bundle: read.bundle, upload, conflicts: "conflicts" in checked ? checked.conflicts : [] });
    } catch (e) {
      dispatch({
        type: "invalid",
        file: file.name,
        message: `The bundle could not be checked against your library: ${(e as Error).message} Nothing was imported; try again.`,
        problems: [],
      });
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    dispatch({ type: "drag", over: false });
    const file = e.dataTransfer.files[0];
    if (file) void take(file);
  };

  const doImport = () => {
    if (state.step !== "preview") return;
    const mode = state.conflicts.length ? choice : "ask";
    run.mutate(
      { upload: state.upload, mode, keepVisibility: keepPublic },
      {
        onSuccess: (result) => {
          if (result.status !== "imported") {
            // Items matching the bundle appeared since the check: ask again, nothing was written.
            dispatch({ type: "raced", conflicts: result.conflicts });
            return;
          }
          const bundle = state.bundle;
          setFinishing(true);
          void withMaps(result, bundle, user?.id ?? "").then((note) => {
            onClose();
            notifyImported(result, note, user?.id, () => {
              void qc.invalidateQueries({ queryKey: contentItemKeys.all });
              void qc.invalidateQueries({ queryKey: storyDocumentKeys.all });
              void qc.invalidateQueries({ queryKey: mapKeys.all });
            });
          });
        },
        onError: (e) => toast.error("Could not import", { description: `${e.message} Nothing was imported.` }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(o) => !o && close()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Import a bundle</DialogTitle>
          <DialogDescription>A Worldloom bundle is the .json file that Export makes. Nothing is written until you press Import.</DialogDescription>
        </DialogHeader>

        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          className="hidden"
          tabIndex={-1}
          aria-label="Bundle file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) void take(file);
          }}
        />

        {state.step === "pick" || state.step === "invalid" ? (
          <div
            onDragOver={(e) => {
              e.preventDefault();
              dispatch({ type: "drag", over: true });
            }}
            onDragLeave={() => dispatch({ type: "drag", over: false })}
            onDrop={onDrop}
            className={cn(
              "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-border p-6 text-center",
              dragging && "border-primary bg-accent/40",
            )}
          >
            <FileUp className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm">Drop a bundle here, or</p>
            <Button onClick={() => input.current?.click()}>{state.step === "invalid" ? "Choose another file" : "Choose a file"}</Button>
            <p className="text-xs text-muted-foreground">
              Up to {MAX_BUNDLE_BYTES / 1024 / 1024} MB and {MAX_BUNDLE_ITEMS.toLocaleString("en")} items.
            </p>
          </div>
        ) : null}

        {state.step === "reading" && (
          <p role="status" className="flex items-center gap-2 text-sm">
            <Spinner className="size-4" /> Checking “{state.file}” against your library…
          </p>
        )}

        {state.step === "invalid" && <InvalidReport file={state.file} message={state.message} problems={state.problems} />}

        {state.step === "preview" && (
          <div className="space-y-4 text-sm">
            <p>
              <span className="font-medium">{state.file}</span>: {bundleSummary(state.bundle, kindLabel)}.
              {state.bundle.exported_at && <> Exported {new Date(state.bundle.exported_at).toLocaleDateString("en-GB", { dateStyle: "medium" })}.</>}
            </p>
            {state.conflicts.length > 0 ? (
              <ConflictChooser conflicts={state.conflicts} raced={state.raced} choice={choice} onChoice={(c) => dispatch({ type: "choose", choice: c })} />
            ) : (
              <p>None of these items is in your library yet.</p>
            )}
            {state.bundle.items.some((i) => i.visibility === "public") && (
              <div className="flex items-start gap-2">
                <Checkbox
                  id="keep-public"
                  checked={keepPublic}
                  onCheckedChange={(c) => dispatch({ type: "keep-public", keep: c === true })}
                  className="mt-0.5"
                />
                <Label htmlFor="keep-public" className="font-normal leading-snug">
                  Keep public items public ({state.bundle.items.filter((i) => i.visibility === "public").length} in this bundle). Otherwise everything you
                  import is private.
                </Label>
              </div>
            )}
          </div>
        )}

        <DialogFooter>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          {state.step === "preview" && (
            <Button
              onClick={doImport}
              disabled={run.isPending || finishing || (state.conflicts.length > 0 && choice === "skip" && state.conflicts.length >= state.bundle.items.length)}
            >
              {(run.isPending || finishing) && <Spinner className="size-4" />}
              {importButtonLabel(state.bundle.items.length, state.conflicts.length, state.conflicts.length ? choice : "copy")}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function InvalidReport({ file, message, problems }: { file: string; message: string; problems: Problem[] }) {
  return (
    <div role="alert" className="space-y-2 rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm">
      <p className="flex items-start gap-2 font-medium">
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
        <span>
          “{file}” cannot be imported. {message}
        </span>
      </p>
      {problems.length > 0 && (
        <ul aria-label="Problems in the bundle" className="max-h-56 list-disc space-y-1 overflow-y-auto pl-6">
          {problems.slice(0, SHOWN).map((p) => (
            <li key={`${p.entry}-${p.position}`}>{problemLine(p)}</li>
          ))}
          {problems.length > SHOWN && <li>…and {problems.length - SHOWN} more.</li>}
        </ul>
      )}
    </div>
  );
}

function ConflictChooser({
  conflicts,
  raced,
  choice,
  onChoice,
}: {
  conflicts: ImportConflict[];
  raced: boolean;
  choice: ConflictChoice;
  onChoice: (c: ConflictChoice) => void;
}) {
  return (
    <div className="space-y-3">
      <p role={raced ? "alert" : undefined}>
        {raced ? "Some of these items have just appeared in your library. " : ""}
        {conflicts.length === 1 ? "1 item is" : `${conflicts.length} items are`} already in your library (same item, or same kind and name):
      </p>
      <ul aria-label="Already in your library" className="max-h-40 list-disc space-y-0.5 overflow-y-auto pl-6">
        {conflicts.slice(0, SHOWN).map((c) => (
          <li key={c.index}>
            {c.name} <span className="text-muted-foreground">({kindLabel(c.kind)})</span>
          </li>
        ))}
        {conflicts.length > SHOWN && <li>…and {conflicts.length - SHOWN} more.</li>}
      </ul>
      <fieldset className="space-y-2">
        <legend className="mb-1 font-medium">What should happen to them?</legend>
        {CHOICES.map((c) => (
          <label
            key={c.value}
            className="flex cursor-pointer items-start gap-2 rounded-md border border-border p-2 has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name="conflict-choice"
              value={c.value}
              checked={choice === c.value}
              onChange={() => onChoice(c.value)}
              className="mt-1 accent-primary"
            />
            <span>
              <span className="block font-medium">{c.label}</span>
              <span className="block text-muted-foreground">{c.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}

/** The maps' pictures and dropped links after an import, as the toast's words ("" for a bundle without maps). */
async function withMaps(receipt: ImportReceipt, bundle: Bundle, ownerId: string): Promise<string> {
  const maps = importedMapIds(bundle, receipt.stories ?? []);
  if (!maps.length || !ownerId) return "";
  const done = await finishMapImport(receipt, ownerId, maps, mapLinkCount(bundle)).catch(() => ({
    copied: 0,
    missing: receipt.map_images?.length ?? 0,
    dropped: 0,
  }));
  return mapImportNote(done);
}

function notifyImported(receipt: ImportReceipt, mapNote: string, ownerId: string | undefined, refresh: () => void) {
  refresh();
  const stories = receipt.stories?.length ?? 0;
  const items = receipt.inserted.length + receipt.replaced.length;
  const changed = items + stories;
  const where = [
    receipt.inserted.length ? "They are in My Content." : "",
    stories ? `${stories === 1 ? "1 story document is" : `${stories} story documents are`} in Story elements.` : "",
    mapNote,
  ];
  toast.success(importedMessage(receipt), {
    description: where.filter(Boolean).join(" ") || undefined,
    action:
      changed > 0
        ? {
            label: "Undo",
            onClick: () =>
              void undoImport(receipt, ownerId)
                .then(
                  () => toast.success(`Undid the import of ${itemCount(items)}`),
                  (e: Error) => toast.error("Could not undo the import", { description: e.message }),
                )
                .finally(refresh),
          }
        : undefined,
  });
}
