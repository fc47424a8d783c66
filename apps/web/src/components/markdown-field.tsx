// A Markdown text field for user posts (forum, feedback): Write / Preview tabs, a character count
// against the limit, and the preview rendered exactly as the post will be (sanitised). With
// `mentions`, typing "@" and a few letters offers matching people by username or display name
// (arrows, Enter or Tab, Escape); the pick becomes a mention link (components/mentions.ts).
import { useRef, useState, type KeyboardEvent } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { SanitizedMarkdown } from "./sanitized-markdown";
import { useMentionCandidates, type MentionCandidate } from "@/data/profiles/get-mention-candidates";
import { insertMention, mentionAt, mentionMarkdown, type MentionQuery } from "./mentions";

export function MarkdownField({
  id,
  label,
  value,
  onChange,
  max,
  rows = 6,
  autoFocus,
  mentions = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  max: number;
  rows?: number;
  autoFocus?: boolean;
  mentions?: boolean;
}) {
  const over = value.length > max;
  const box = useRef<HTMLTextAreaElement>(null);
  const [query, setQuery] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const found = useMentionCandidates(mentions ? (query?.prefix ?? null) : null);
  const options = query ? (found.data ?? []) : [];
  const open = options.length > 0;
  const listId = `${id}-mentions`;

  const track = (el: HTMLTextAreaElement) => {
    if (!mentions) return;
    const q = el.selectionStart === el.selectionEnd ? mentionAt(el.value, el.selectionStart) : null;
    setQuery((old) => (old?.start === q?.start && old?.prefix === q?.prefix ? old : q));
    if (q?.prefix !== query?.prefix) setActive(0);
  };
  const choose = (person: MentionCandidate) => {
    const el = box.current;
    if (!el || !query) return;
    const next = insertMention(el.value, el.selectionStart, query, mentionMarkdown(person));
    onChange(next.text);
    setQuery(null);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.caret, next.caret);
    });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((a) => (a + step + options.length) % options.length);
    } else if (e.key === "Enter" || e.key === "Tab") {
      e.preventDefault();
      choose(options[Math.min(active, options.length - 1)]!);
    } else if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      setQuery(null);
    }
  };
  return (
    <Tabs defaultValue="write">
      <TabsList aria-label={`${label}: write or preview`}>
        <TabsTrigger value="write">Write</TabsTrigger>
        <TabsTrigger value="preview">Preview</TabsTrigger>
      </TabsList>
      <TabsContent value="write" className="relative space-y-1">
        <Textarea
          ref={box}
          id={id}
          aria-label={label}
          aria-invalid={over || undefined}
          aria-describedby={`${id}-count`}
          rows={rows}
          value={value}
          autoFocus={autoFocus}
          onChange={(e) => {
            onChange(e.target.value);
            track(e.target);
          }}
          onSelect={(e) => track(e.currentTarget)}
          onKeyDown={onKeyDown}
          onBlur={() => setQuery(null)}
          aria-autocomplete={mentions ? "list" : undefined}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? `${listId}-${Math.min(active, options.length - 1)}` : undefined}
        />
        {open && (
          <ul
            id={listId}
            role="listbox"
            aria-label="People to mention"
            className="absolute inset-x-0 top-full z-20 mt-1 max-w-sm overflow-hidden rounded-md border border-border bg-popover p-1 shadow-md"
          >
            {options.map((o, i) => (
              <li
                key={o.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={cn("flex cursor-pointer items-baseline gap-2 rounded-sm px-2 py-1.5 text-sm", i === active && "bg-accent text-accent-foreground")}
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(o);
                }}
                onMouseEnter={() => setActive(i)}
              >
                <span className={cn("font-medium", o.username ? "shrink-0" : "min-w-0 truncate")}>{o.username ? `@${o.username}` : o.display_name}</span>
                {o.username && o.display_name && <span className="min-w-0 truncate text-xs text-muted-foreground">{o.display_name}</span>}
              </li>
            ))}
          </ul>
        )}
        <p id={`${id}-count`} className={cn("text-xs", over ? "font-medium text-destructive" : "text-muted-foreground")}>
          {value.length.toLocaleString("en")} / {max.toLocaleString("en")} characters · {mentions && "@name to mention · "}Markdown: **bold**, *italic*, &gt;
          quote, - list, [link](https://…)
        </p>
      </TabsContent>
      <TabsContent value="preview" className="min-h-24 rounded-md border border-border p-3 text-sm">
        {value.trim() ? <SanitizedMarkdown>{value}</SanitizedMarkdown> : <p className="text-muted-foreground">Nothing to preview yet.</p>}
      </TabsContent>
    </Tabs>
  );
}
