// "Replace picture" in the map editor: a new picture (a better scan, a redrawn coast) for the same
// map, or "Add picture" for a map whose picture did not come with an import (it kept its size, pins
// and regions), with the same dialog.
// map. Checked like a new map's before the upload; every pin, region and path and the scale move
// with the picture, keeping their place relative to its edges (replace_map_picture, docs/maps.md).
// What autosave still holds is saved first; afterwards the editor reloads the saved map.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ImageUp } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toaster";
import type { Autosave } from "@/components/story-documents/use-autosave";
import { mapKeys } from "@/data/maps/keys";
import { mapDataOf } from "@/data/maps/map-data";
import { replaceMapPicture } from "@/data/maps/replace-picture";
import { MAP_IMAGE_TYPES } from "@/data/maps/types";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import type { StoryDoc } from "@/data/story-documents/types";
import { subscriptionKeys } from "@/data/subscription/keys";
import { useAuth } from "@/lib/auth";
import { LIMITS_TEXT, mapFileProblem, mapSizeProblem, megabytes, readImageSize } from "./image-file";

interface Picked {
  file: File;
  width: number;
  height: number;
}

const px = (w: number, h: number) => `${w.toLocaleString("en")} × ${h.toLocaleString("en")} px`;

/** Whether two sizes differ in shape by more than 1 % (the features are then stretched). */
export const reshaped = (a: { width: number; height: number }, b: { width: number; height: number }) =>
  Math.abs(a.width / a.height / (b.width / b.height) - 1) > 0.01;

export function ReplacePicture({ doc, autosave, count, onReplaced }: { doc: StoryDoc; autosave: Autosave; count: number; onReplaced: () => void }) {
  const [open, setOpen] = useState(false);
  // A map whose picture did not come with an import keeps its size and features: it is given one.
  const adding = !mapDataOf(doc.data).image;
  return (
    <>
      <Button size="sm" variant={adding ? "default" : "outline"} onClick={() => setOpen(true)} disabled={autosave.state === "conflict"}>
        <ImageUp aria-hidden="true" /> {adding ? "Add picture" : "Replace picture"}
      </Button>
      {open && <ReplaceDialog doc={doc} autosave={autosave} count={count} onClose={() => setOpen(false)} onReplaced={onReplaced} />}
    </>
  );
}

function ReplaceDialog({
  doc,
  autosave,
  count,
  onClose,
  onReplaced,
}: {
  doc: StoryDoc;
  autosave: Autosave;
  count: number;
  onClose: () => void;
  onReplaced: () => void;
}) {
  const id = useId();
  const { user } = useAuth();
  const qc = useQueryClient();
  const now = mapDataOf(doc.data);
  const adding = !now.image;
  const [picked, setPicked] = useState<Picked | null>(null);
  const [problem, setProblem] = useState("");

  const replace = useMutation({
    mutationFn: async (p: Picked) => {
      await autosave.flush();
      return replaceMapPicture({ ownerId: user!.id, mapId: doc.id, oldPath: now.image?.path ?? null, ...p });
    },
    onSuccess: async () => {
      await qc.refetchQueries({ queryKey: storyDocumentKeys.doc(doc.id) });
      void qc.invalidateQueries({ queryKey: mapKeys.all });
      void qc.invalidateQueries({ queryKey: subscriptionKeys.usage });
      toast.success(adding ? "Added the map's picture" : "Replaced the map's picture", {
        description: count
          ? `${count === 1 ? "Its one pin, region or path moved" : `Its ${count.toLocaleString("en")} pins, regions and paths moved`} with it.`
          : undefined,
      });
      onClose();
      onReplaced();
    },
    onError: (e) => setProblem(e.message),
  });

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setPicked(null);
    setProblem("");
    if (!file) return;
    const wrong = mapFileProblem(file);
    if (wrong) return setProblem(wrong);
    const size = await readImageSize(file);
    if (!size) return setProblem(`“${file.name}” could not be read as a PNG, JPEG or WebP picture.`);
    const tooBig = mapSizeProblem(size.width, size.height);
    if (tooBig) return setProblem(tooBig);
    setPicked({ file, ...size });
  };
  const submit = () => (picked ? replace.mutate(picked) : setProblem(problem || "Choose the new picture first."));
  const stretched = picked && now.width && now.height ? reshaped(picked, { width: now.width, height: now.height }) : false;

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={adding ? "Add picture" : "Replace picture"}
      description={
        adding
          ? `The picture of “${doc.title}” did not come with it. Pins, regions and paths take their places on the one you add, each relative to the picture's edges.`
          : `A new picture for “${doc.title}”. Pins, regions and paths move with it, each keeping its place relative to the picture's edges.`
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={replace.isPending}>
            <ImageUp aria-hidden="true" /> {replace.isPending ? "Uploading…" : adding ? "Add picture" : "Replace picture"}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {now.width && now.height ? <p className="text-sm text-muted-foreground">Now: {px(now.width, now.height)}.</p> : null}
        <Label htmlFor={`${id}-file`}>New picture</Label>
        <input
          id={`${id}-file`}
          type="file"
          accept={MAP_IMAGE_TYPES.join(",")}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
          aria-invalid={!!problem || undefined}
          data-testid="map-replace-input"
          disabled={replace.isPending}
          onChange={(e) => void pick(e)}
          className="block w-full min-w-0 rounded-md border border-input bg-background text-sm file:mr-3 file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-secondary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {LIMITS_TEXT} The old picture is deleted once the new one is saved.
        </p>
        {picked && (
          <p className="text-sm" data-testid="map-replace-picked">
            {picked.file.name}: {px(picked.width, picked.height)}, {megabytes(picked.file.size)}
          </p>
        )}
        {stretched && (
          <p className="text-sm text-muted-foreground" data-testid="map-replace-stretched">
            Its proportions differ from the old picture's: pins, regions and paths will be stretched with it.
          </p>
        )}
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </form>
    </Modal>
  );
}
