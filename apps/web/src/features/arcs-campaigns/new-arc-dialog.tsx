// "New arc": a title and a template, then the editor.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { useCurrentUniverse } from "@/components/universes/current-universe";
import { createDocument } from "@/data/story-documents/create-document";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import { editPath } from "@/components/story-documents/tools";
import type { ArcTemplate } from "./model";
import { actsFromTemplate, ARC_TEMPLATES } from "./templates";

export function NewArcDialog({ onClose }: { onClose: () => void }) {
  const { universeId } = useCurrentUniverse();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [title, setTitle] = useState("");
  const [template, setTemplate] = useState<ArcTemplate>("three-act");
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () =>
      createDocument({ tool: "arc", title: title.trim() || "Untitled arc", universe_id: universeId, data: { template, acts: actsFromTemplate(template) } }),
    onSuccess: (doc) => {
      void qc.invalidateQueries({ queryKey: storyDocumentKeys.all });
      onClose();
      void navigate(editPath(doc));
    },
    onError: (e) => setError(e.message),
  });
  const submit = () => (title.trim().length > 200 ? setError("A title needs 1 to 200 characters.") : create.mutate());
  return (
    <Modal
      isOpen
      onClose={onClose}
      title="New story arc"
      description="Pick a shape to start from. You can rename, add, move and delete acts and beats afterwards."
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={create.isPending}>
            Create arc
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="flex flex-col gap-1">
          <Label htmlFor="arc-title">Title</Label>
          <Input
            id="arc-title"
            value={title}
            maxLength={200}
            placeholder="Untitled arc"
            onChange={(e) => setTitle(e.target.value)}
            aria-invalid={!!error}
            aria-describedby={error ? "arc-title-error" : undefined}
            autoFocus
          />
          {error && (
            <p id="arc-title-error" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Template</legend>
          {ARC_TEMPLATES.map((t) => (
            <label
              key={t.id}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name="arc-template"
                value={t.id}
                checked={template === t.id}
                onChange={() => setTemplate(t.id)}
                className="mt-1 accent-primary"
              />
              <span className="min-w-0">
                <span className="block font-medium">{t.label}</span>
                <span className="block text-sm text-muted-foreground">{t.blurb}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </form>
    </Modal>
  );
}
