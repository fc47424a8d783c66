// `@` mentions of library items in a scene (Tiptap's Mention node). Typing @ and a few letters
// lists the writer's own items; the pick becomes the item's name, marked as a mention (no "@" in
// the prose, so the story reads naturally and exports as plain names). A mention keeps the item's id
// and the name as written; the scene's `mention:<scene>` story_links (synced by `mentionedIds`)
// make the item's page list the story, and a reader follows a mention only when they may read the
// item (the link rows are readable only when both ends are).
import Mention from "@tiptap/extension-mention";
import type { Node as PMNode } from "@tiptap/pm/model";
import { ReactRenderer } from "@tiptap/react";
import type { SuggestionKeyDownProps, SuggestionProps } from "@tiptap/suggestion";
import { forwardRef, useImperativeHandle, useState } from "react";
import { cn } from "@/lib/utils";

export interface MentionItem {
  id: string;
  label: string;
  kind: string;
}

export type MentionSearch = (query: string) => Promise<MentionItem[]>;

interface ListHandle {
  onKeyDown: (e: KeyboardEvent) => boolean;
}

interface ListProps {
  items: MentionItem[];
  query: string;
  command: (item: { id: string; label: string }) => void;
}

const MentionList = forwardRef<ListHandle, ListProps>(function MentionList({ items, query, command }, ref) {
  const [active, setActive] = useState(0);
  const [lastItems, setLastItems] = useState(items);
  if (items !== lastItems) {
    setLastItems(items);
    setActive(0);
  }
  const pick = (i: number) => {
    const item = items[i];
    if (item) command({ id: item.id, label: item.label });
  };
  useImperativeHandle(ref, () => ({
    onKeyDown: (e) => {
      if (!items.length) return false;
      if (e.key === "ArrowDown") setActive((a) => (a + 1) % items.length);
      else if (e.key === "ArrowUp") setActive((a) => (a - 1 + items.length) % items.length);
      else if (e.key === "Enter" || e.key === "Tab") pick(active);
      else return false;
      return true;
    },
  }));
  return (
    <div className="w-72 max-w-[calc(100vw-1rem)] overflow-hidden rounded-md border border-border bg-popover text-popover-foreground shadow-lg">
      {items.length === 0 ? (
        <p className="px-3 py-2 text-sm text-muted-foreground">{query ? `Nothing in your library called “${query}”` : "Type a name from your library"}</p>
      ) : (
        <ul role="listbox" aria-label="Library items to mention" id="mention-listbox">
          {items.map((item, i) => (
            <li
              key={item.id}
              id={`mention-option-${item.id}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(i);
              }}
              onMouseEnter={() => setActive(i)}
              className={cn("flex cursor-pointer items-baseline justify-between gap-2 px-3 py-1.5 text-sm", i === active && "bg-accent")}
            >
              <span className="min-w-0 truncate">{item.label}</span>
              <span className="shrink-0 text-xs capitalize text-muted-foreground">{item.kind.replace(/-/g, " ")}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});

function place(el: HTMLElement, rect: DOMRect | null | undefined) {
  if (!rect) return;
  const width = Math.min(288, window.innerWidth - 16);
  el.style.position = "fixed";
  el.style.zIndex = "70";
  el.style.left = `${Math.max(8, Math.min(rect.left, window.innerWidth - width - 8))}px`;
  el.style.top = `${rect.bottom + 6}px`;
}

/** The Mention node; with `search` it suggests items as the writer types `@`. */
export function mentionExtension(search?: MentionSearch) {
  return Mention.configure({
    HTMLAttributes: { class: "mention" },
    renderText: ({ node }) => String(node.attrs.label ?? ""),
    // In the editor (with `search`) a mention is text to edit, not a link: a span, so a click
    // places the caret instead of focusing or following a link. Read-only text renders links.
    renderHTML: ({ node }) =>
      search
        ? ["span", { class: "mention", "data-type": "mention", "data-id": String(node.attrs.id ?? "") }, String(node.attrs.label ?? "")]
        : [
            "a",
            { class: "mention", "data-type": "mention", "data-id": String(node.attrs.id ?? ""), href: `/browse/item/${String(node.attrs.id ?? "")}` },
            String(node.attrs.label ?? ""),
          ],
    suggestion: {
      char: "@",
      allowSpaces: false,
      items: async ({ query }) => (search ? (await search(query)).slice(0, 8) : []),
      render: () => {
        let renderer: ReactRenderer<ListHandle, ListProps> | null = null;
        return {
          onStart: (props: SuggestionProps<MentionItem, { id: string; label: string }>) => {
            if (!search) return;
            renderer = new ReactRenderer(MentionList, { editor: props.editor, props: { items: props.items, query: props.query, command: props.command } });
            document.body.append(renderer.element);
            place(renderer.element, props.clientRect?.());
            props.editor.view.dom.setAttribute("aria-controls", "mention-listbox");
          },
          onUpdate: (props: SuggestionProps<MentionItem, { id: string; label: string }>) => {
            renderer?.updateProps({ items: props.items, query: props.query, command: props.command });
            if (renderer) place(renderer.element, props.clientRect?.());
          },
          onKeyDown: (props: SuggestionKeyDownProps) => {
            if (props.event.key === "Escape") {
              renderer?.destroy();
              renderer?.element.remove();
              renderer = null;
              return true;
            }
            return renderer?.ref?.onKeyDown(props.event) ?? false;
          },
          onExit: (props) => {
            props.editor.view.dom.removeAttribute("aria-controls");
            renderer?.destroy();
            renderer?.element.remove();
            renderer = null;
          },
        };
      },
    },
  });
}

/** The ids of the items a scene's text mentions, sorted and without repeats. */
export function mentionedIds(body: unknown): string[] {
  const ids = new Set<string>();
  const walk = (n: unknown) => {
    if (!n || typeof n !== "object") return;
    const node = n as { type?: string; attrs?: { id?: unknown }; content?: unknown[] };
    if (node.type === "mention" && typeof node.attrs?.id === "string" && node.attrs.id) ids.add(node.attrs.id);
    node.content?.forEach(walk);
  };
  walk(body);
  return [...ids].sort();
}

/** The same as `mentionedIds`, read from the editor's document itself (no JSON made per keystroke). */
export function mentionedIdsOf(doc: PMNode): string[] {
  const ids = new Set<string>();
  doc.descendants((node) => {
    if (node.isText) return false;
    if (node.type.name === "mention" && typeof node.attrs.id === "string" && node.attrs.id) ids.add(node.attrs.id);
    return true;
  });
  return [...ids].sort();
}
