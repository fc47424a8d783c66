// "Fill the group": generate N characters with the character generator, save them to the library
// (in the group's universe) and add them to the group in one step, undoable from the toast.
import { useQueryClient } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toaster";
import { createItems, discardNewItems } from "@/data/content-items/create-items";
import { contentItemKeys } from "@/data/content-items/keys";
import { trashItems } from "@/data/content-items/trash-items";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import type { StoryDoc } from "@/data/story-documents/types";
import { addLinks } from "@/data/story-links/add-link";
import { removeItemLinks } from "@/data/story-links/remove-link";
import { asJson } from "@/lib/supabase";
import type { Autosave } from "@/components/story-documents/use-autosave";

export const FILL_MAX = 10;

/** Makes `count` characters, saves them and links them after `position`; returns their ids. */
export async function fillGroup(doc: StoryDoc, count: number, position: number): Promise<string[]> {
  const { generate, seedFromNumber } = await import("@worldloom/generators");
  const seed = seedFromNumber(Math.floor(Math.random() * 2 ** 32));
  const results = generate("character", { seed, count });
  const ids = await createItems(
    results.map((r) => ({
      kind: r.kind,
      name: r.name,
      summary: r.summary,
      data: asJson(r),
      tags: r.tags.slice(0, 50),
      seed: r.seed,
      generator_version: r.version,
      universe_id: doc.universe_id,
    })),
  );
  try {
    await addLinks(ids.map((item_id, i) => ({ document_id: doc.id, item_id, position: position + i })));
  } catch (e) {
    await discardNewItems(ids);
    throw e;
  }
  return ids;
}

/** Undo: the new characters leave the group and go to the library's trash. */
async function unfill(doc: StoryDoc, ids: string[]): Promise<void> {
  await removeItemLinks(doc.id, ids);
  await trashItems(ids);
}

export function FillGroupButton({ doc, autosave, position }: { doc: StoryDoc; autosave: Autosave; position: number }) {
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState("4");
  const [busy, setBusy] = useState(false);
  const n = Number(count);
  const valid = Number.isInteger(n) && n >= 1 && n <= FILL_MAX;
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: storyDocumentKeys.all }), qc.invalidateQueries({ queryKey: contentItemKeys.all })]);
  const run = () => {
    if (!valid) return;
    setBusy(true);
    autosave
      .track(fillGroup(doc, n, position))
      .then(
        (ids) => {
          void refresh();
          setOpen(false);
          toast.success(`Added ${ids.length} new ${ids.length === 1 ? "character" : "characters"} to the group and your library`, {
            action: {
              label: "Undo",
              onClick: () => void unfill(doc, ids).then(refresh, (e: Error) => toast.error("Could not undo", { description: e.message })),
            },
          });
        },
        (e: Error) => toast.error("Could not fill the group", { description: e.message }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Sparkles aria-hidden="true" /> Fill the group
      </Button>
      <Modal
        isOpen={open}
        onClose={() => setOpen(false)}
        title="Fill the group"
        description="New characters from the character generator, saved to your library and added here. Give them roles afterwards."
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={run} disabled={!valid || busy}>
              {busy ? "Generating…" : `Generate ${valid ? n : ""} and add`}
            </Button>
          </>
        }
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            run();
          }}
          className="flex flex-col gap-1"
        >
          <Label htmlFor="fill-count">How many characters</Label>
          <Input
            id="fill-count"
            type="number"
            inputMode="numeric"
            min={1}
            max={FILL_MAX}
            value={count}
            onChange={(e) => setCount(e.target.value)}
            aria-invalid={!valid}
            aria-describedby="fill-help"
          />
          <p id="fill-help" className={valid ? "text-sm text-muted-foreground" : "text-sm text-destructive"}>
            {valid ? "They go into this group's universe." : `Choose a number from 1 to ${FILL_MAX}.`}
          </p>
        </form>
      </Modal>
    </>
  );
}
