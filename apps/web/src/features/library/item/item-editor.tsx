// Owner's edits on the item page: rename, summary and tags in one form; publish toggle; delete.
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import type { ContentRow } from "@/data/content-items/types";
import { useUpdateItems } from "@/data/content-items/update-items";
import { DuplicateButton } from "../transfer/duplicate-button";
import { ItemExportMenu } from "../transfer/export-menu";
import { deleteWithUndo } from "../pending-deletes";
import { MoveToUniverse } from "../transfer/move-to-universe";

export const parseTags = (s: string) =>
  [
    ...new Set(
      s
        .split(",")
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ].slice(0, 50);

export function ItemEditForm({ item, onDone }: { item: ContentRow; onDone: () => void }) {
  const update = useUpdateItems();
  const [name, setName] = useState(item.name);
  const [summary, setSummary] = useState(item.summary);
  const [tags, setTags] = useState(item.tags.join(", "));
  const tooLong = name.trim().length > 200 || summary.length > 2000;
  return (
    <form
      aria-label="Edit item"
      className="mb-6 space-y-4 rounded-lg border border-border bg-card p-4"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate(
          { ids: [item.id], patch: { name: name.trim(), summary: summary.trim(), tags: parseTags(tags) } },
          { onSuccess: () => (toast.success("Saved"), onDone()), onError: (err) => toast.error("Could not save", { description: err.message }) },
        );
      }}
    >
      <div className="space-y-1">
        <Label htmlFor="edit-name">Name</Label>
        <Input id="edit-name" required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="edit-summary">Summary</Label>
        <Textarea id="edit-summary" maxLength={2000} rows={3} value={summary} onChange={(e) => setSummary(e.target.value)} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="edit-tags">Tags</Label>
        <Input id="edit-tags" aria-describedby="edit-tags-help" value={tags} onChange={(e) => setTags(e.target.value)} />
        <p id="edit-tags-help" className="text-xs text-muted-foreground">
          Separate tags with commas. Tags are searchable.
        </p>
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending || !name.trim() || tooLong}>
          Save changes
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function ItemOwnerBar({ item, onEdit }: { item: ContentRow; onEdit: () => void }) {
  const update = useUpdateItems();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const isPublic = item.visibility === "public";
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3">
      <div className="mr-auto flex items-center gap-2">
        <Switch
          id="publish"
          checked={isPublic}
          disabled={update.isPending}
          onCheckedChange={(on) =>
            update.mutate(
              { ids: [item.id], patch: { visibility: on ? "public" : "private" } },
              {
                onSuccess: () => toast.success(on ? "Published: anyone can find it in Browse" : "Unpublished: only you can see it"),
                onError: (e) => toast.error("Could not change visibility", { description: e.message }),
              },
            )
          }
        />
        <Label htmlFor="publish">{isPublic ? "Public" : "Private"}</Label>
      </div>
      <MoveToUniverse ids={[item.id]} current={item.universe_id ?? null} size="default" />
      <Button variant="outline" onClick={onEdit}>
        Edit
      </Button>
      <DuplicateButton item={item} />
      <ItemExportMenu item={item} />
      <Button
        variant="destructive"
        onClick={() => {
          deleteWithUndo(qc, [item.id], `“${item.name}”`);
          void navigate("/my-content");
        }}
      >
        Delete
      </Button>
    </div>
  );
}
