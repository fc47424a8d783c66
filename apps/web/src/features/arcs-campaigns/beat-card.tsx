// One beat of an arc: title, what happens, the scene it is written in, the library items it
// involves; a drag handle (pointer or keyboard) and Move up / Move down that cross act borders.
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, BookOpen, GripVertical, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import type { StoryDoc } from "@/data/story-documents/types";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import type { Autosave } from "@/components/story-documents/use-autosave";
import { LinkedItems } from "./linked-items";
import type { Beat, SceneRef } from "./model";
import { ScenePicker } from "@/components/story-documents/scene-picker";

export interface BeatCardProps {
  doc: StoryDoc;
  autosave: Autosave;
  links: StoryLinkWithItem[] | undefined;
  beat: Beat;
  first: boolean;
  last: boolean;
  onChange: (patch: Partial<Omit<Beat, "id">>) => void;
  onStep: (delta: -1 | 1) => void;
  onRemove: () => void;
}

export function BeatCard({ doc, autosave, links, beat, first, last, onChange, onStep, onRemove }: BeatCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: beat.id });
  const [picking, setPicking] = useState(false);
  const name = beat.title.trim() || "Untitled beat";
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn("rounded-lg border border-border bg-card p-3", isDragging && "relative z-10 shadow-lg")}
      aria-label={name}
    >
      <div className="flex items-start gap-1">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          {...attributes}
          {...listeners}
          aria-label={`Reorder ${name}`}
          aria-describedby="beat-reorder-help"
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        <Label htmlFor={`beat-title-${beat.id}`} className="sr-only">
          Beat title
        </Label>
        <Input
          id={`beat-title-${beat.id}`}
          className="h-9 min-w-0 flex-1 font-medium"
          value={beat.title}
          maxLength={200}
          placeholder="Untitled beat"
          onChange={(e) => onChange({ title: e.target.value })}
        />
      </div>
      <Label htmlFor={`beat-desc-${beat.id}`} className="sr-only">
        What happens in {name}
      </Label>
      <Textarea
        id={`beat-desc-${beat.id}`}
        rows={3}
        className="mt-2 min-h-0 text-sm"
        maxLength={4000}
        placeholder="What happens"
        value={beat.description}
        onChange={(e) => onChange({ description: e.target.value })}
      />
      <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs">
        <BookOpen className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
        {beat.scene ? (
          <Link to={`/story-elements/stories/${beat.scene.storyId}`} className="min-w-0 truncate text-primary underline underline-offset-4">
            {beat.scene.title || "Untitled scene"}
          </Link>
        ) : (
          <span className="text-muted-foreground">No scene</span>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2 text-xs"
          onClick={() => setPicking(true)}
          aria-label={`${beat.scene ? "Change the scene" : "Link a scene"} of ${name}`}
        >
          {beat.scene ? "Change" : "Link a scene"}
        </Button>
      </div>
      <div className="mt-1">
        <LinkedItems doc={doc} autosave={autosave} links={links} anchor={beat.id} what={name} pickerTitle={`Link to “${name}”`} />
      </div>
      <div className="mt-1 flex justify-end border-t border-border pt-1">
        <Button variant="ghost" size="icon" className="size-8" disabled={first} onClick={() => onStep(-1)} aria-label={`Move ${name} up`}>
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" className="size-8" disabled={last} onClick={() => onStep(1)} aria-label={`Move ${name} down`}>
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" className="size-8" onClick={onRemove} aria-label={`Delete ${name}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {picking && (
        <ScenePicker
          beatTitle={beat.title}
          current={beat.scene}
          onClose={() => setPicking(false)}
          onPick={(scene: SceneRef | null) => {
            onChange({ scene });
            setPicking(false);
          }}
        />
      )}
    </li>
  );
}
