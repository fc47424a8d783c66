// Editing one event: title, what happened, point or span with dates in the timeline's calendar,
// lane, colour, importance, and linked library items (story_links with anchor `event:<id>`).
import { useQueryClient } from "@tanstack/react-query";
import { Link2, Trash2, X } from "lucide-react";
import { forwardRef, useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import type { StoryDoc } from "@/data/story-documents/types";
import { removeLink } from "@/data/story-links/remove-link";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import { selectClass } from "@/components/ui/select-class";
import { ScenePicker } from "@/components/story-documents/scene-picker";
import { LinkItemsDialog } from "@/components/story-documents/link-items-dialog";
import type { Autosave } from "@/components/story-documents/use-autosave";
import { type TLCalendar } from "@/components/calendar/calendar";
import { DateInput } from "./date-input";
import { COLOR_HEX, COLORS, DESCRIPTION_MAX, eventAnchor, TITLE_MAX, type Lane, type TimelineEvent } from "./model";

export const EventPanel = forwardRef<
  HTMLInputElement,
  {
    doc: StoryDoc;
    autosave: Autosave;
    cal: TLCalendar;
    event: TimelineEvent;
    lanes: Lane[];
    links: StoryLinkWithItem[];
    onChange: (patch: Partial<TimelineEvent>) => void;
    onDelete: () => void;
    onClose: () => void;
  }
>(function EventPanel({ doc, autosave, cal, event, lanes, links, onChange, onDelete, onClose }, titleRef) {
  const ids = useId();
  const qc = useQueryClient();
  const [title, setTitle] = useState(event.title);
  const [description, setDescription] = useState(event.description);
  const [picking, setPicking] = useState(false);
  const [pickingScene, setPickingScene] = useState(false);
  const [endProblem, setEndProblem] = useState<string | null>(null);
  const mine = links.filter((l) => l.anchor === eventAnchor(event.id));
  const unlink = (l: StoryLinkWithItem) =>
    void autosave.track(removeLink(l.id)).then(
      () => void qc.invalidateQueries({ queryKey: storyDocumentKeys.links(doc.id) }),
      (e: Error) => toast.error("Could not unlink", { description: e.message }),
    );
  return (
    <section aria-labelledby={`${ids}-h`} className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4" data-testid="event-panel">
      <div className="flex items-center gap-2">
        <h2 id={`${ids}-h`} className="min-w-0 flex-1 truncate font-serif text-lg font-semibold">
          Edit event
        </h2>
        <Button size="icon" variant="ghost" onClick={onClose} aria-label="Close the event editor">
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${ids}-t`}>Title</Label>
        <Input
          ref={titleRef}
          id={`${ids}-t`}
          value={title}
          maxLength={TITLE_MAX}
          aria-invalid={!title.trim()}
          aria-describedby={!title.trim() ? `${ids}-t-err` : undefined}
          onChange={(e) => {
            setTitle(e.target.value);
            if (e.target.value.trim()) onChange({ title: e.target.value.trim() });
          }}
        />
        {!title.trim() && (
          <p id={`${ids}-t-err`} className="text-sm text-destructive">
            An event needs a title. The last one is kept until you type one.
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${ids}-d`}>What happened</Label>
        <Textarea
          id={`${ids}-d`}
          rows={3}
          maxLength={DESCRIPTION_MAX}
          value={description}
          onChange={(e) => {
            setDescription(e.target.value);
            onChange({ description: e.target.value });
          }}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={event.end !== null}
          onChange={(e) => onChange({ end: e.target.checked ? event.start + 30 : null })}
        />
        It lasts a while (a span with an end)
      </label>
      <DateInput
        key={`s:${event.id}`}
        cal={cal}
        label={event.end === null ? "When" : "Starts"}
        value={event.start}
        onChange={(d) => d !== null && onChange({ start: d, end: event.end !== null && event.end < d ? d : event.end })}
      />
      {event.end !== null && (
        <>
          <DateInput
            key={`e:${event.id}:${event.end < event.start}`}
            cal={cal}
            label="Ends"
            value={event.end}
            onChange={(d, p) => {
              if (d !== null && d < event.start) return setEndProblem("The end comes before the start.");
              setEndProblem(p);
              if (d !== null) onChange({ end: d });
            }}
          />
          {endProblem === "The end comes before the start." && (
            <p className="text-sm text-destructive" role="alert">
              {endProblem}
            </p>
          )}
        </>
      )}
      <div className="grid grid-cols-2 gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${ids}-l`}>Lane</Label>
          <select id={`${ids}-l`} className={selectClass} value={event.lane ?? ""} onChange={(e) => onChange({ lane: e.target.value || null })}>
            <option value="">No lane</option>
            {lanes.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${ids}-i`}>Importance</Label>
          <select id={`${ids}-i`} className={selectClass} value={event.importance} onChange={(e) => onChange({ importance: Number(e.target.value) })}>
            <option value={1}>Minor</option>
            <option value={2}>Normal</option>
            <option value={3}>Major</option>
          </select>
        </div>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">Colour</legend>
        <div className="flex flex-wrap gap-1.5">
          {COLORS.map((c) => (
            <label key={c} className="relative cursor-pointer">
              <input type="radio" name={`${ids}-c`} className="peer sr-only" checked={event.color === c} onChange={() => onChange({ color: c })} />
              <span
                className={`block size-7 rounded-full border-2 border-card ring-offset-2 peer-checked:ring-2 peer-checked:ring-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-ring`}
                style={{ background: COLOR_HEX[c] }}
                aria-hidden="true"
              />
              <span className="sr-only">{c[0]!.toUpperCase() + c.slice(1)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium">Linked from your library</h3>
        {mine.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing yet: link the characters, places or factions this event involves.</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5" aria-label="Linked items">
            {mine.map((l) => (
              <li key={l.id} className="inline-flex items-center gap-1 rounded-full border border-border bg-background py-0.5 pl-3 pr-1 text-sm">
                {l.item ? (
                  <Link to={`/my-content/${l.item_id}`} className="text-primary underline underline-offset-4">
                    {l.item.name}
                  </Link>
                ) : (
                  <span className="italic text-muted-foreground">an item you cannot see</span>
                )}
                <Button size="icon" variant="ghost" className="size-6" onClick={() => unlink(l)} aria-label={`Unlink ${l.item?.name ?? "item"}`}>
                  <X className="size-3" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Button size="sm" variant="outline" className="self-start" onClick={() => setPicking(true)}>
          <Link2 aria-hidden="true" /> Link from your library
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">Scene:</span>
        {event.scene ? (
          <Link to={`/story-elements/stories/${event.scene.storyId}`} className="min-w-0 truncate text-primary underline underline-offset-4">
            {event.scene.title || "Untitled scene"}
          </Link>
        ) : (
          <span className="text-muted-foreground">none</span>
        )}
        <Button
          size="sm"
          variant="ghost"
          className="h-7 px-2 text-xs"
          onClick={() => setPickingScene(true)}
          aria-label={event.scene ? "Change the scene" : "Link a scene"}
        >
          {event.scene ? "Change" : "Link a scene"}
        </Button>
      </div>
      <Button size="sm" variant="ghost" className="self-start text-destructive" onClick={onDelete}>
        <Trash2 aria-hidden="true" /> Delete event
      </Button>
      {pickingScene && (
        <ScenePicker
          what="event"
          beatTitle={event.title}
          current={event.scene}
          onPick={(scene) => {
            onChange({ scene });
            setPickingScene(false);
          }}
          onClose={() => setPickingScene(false)}
        />
      )}
      {picking && (
        <LinkItemsDialog
          doc={doc}
          autosave={autosave}
          anchor={eventAnchor(event.id)}
          taken={new Set(mine.map((l) => l.item_id))}
          onClose={() => setPicking(false)}
          description="Characters, places, factions, events: what this event involves."
        />
      )}
    </section>
  );
});
