// The find & replace bar over a scene's editor: Enter finds the next match, Shift+Enter the
// previous one, Escape closes and returns to the text.
import type { Editor } from "@tiptap/react";
import { ChevronDown, ChevronUp, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { replaceMatches, searchKey } from "./find-replace";

export function FindPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const ids = useId();
  const [text, setText] = useState(() => {
    const { from, to } = editor.state.selection;
    const picked = editor.state.doc.textBetween(from, to, " ");
    return picked.length <= 100 && !picked.includes("\n") ? picked : "";
  });
  const [replacement, setReplacement] = useState("");
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [, rerender] = useState(0);
  const findRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    findRef.current?.focus();
    findRef.current?.select();
  }, []);
  // Search as the query changes; clear the highlights when the bar closes.
  useEffect(() => {
    editor.view.dispatch(editor.state.tr.setMeta(searchKey, { query: { text, caseSensitive }, current: 0 }));
  }, [editor, text, caseSensitive]);
  useEffect(
    () => () =>
      void (!editor.isDestroyed && editor.view.dispatch(editor.state.tr.setMeta(searchKey, { query: { text: "", caseSensitive: false }, current: 0 }))),
    [editor],
  );
  useEffect(() => {
    const tick = () => rerender((n) => n + 1);
    editor.on("transaction", tick);
    return () => void editor.off("transaction", tick);
  }, [editor]);

  const search = searchKey.getState(editor.state);
  const matches = search?.matches ?? [];
  const current = search?.current ?? 0;

  const go = (index: number) => {
    if (!matches.length) return;
    const i = (index + matches.length) % matches.length;
    const m = matches[i]!;
    editor.view.dispatch(editor.state.tr.setMeta(searchKey, { current: i }));
    editor.commands.setTextSelection({ from: m.from, to: m.to });
    editor.commands.scrollIntoView();
  };
  const replace = (all: boolean) => {
    const tr = replaceMatches(editor.state, matches, replacement, all ? undefined : current);
    if (tr) editor.view.dispatch(tr);
  };

  return (
    <div
      role="search"
      aria-label="Find and replace"
      className="flex flex-col gap-2 border-b border-border bg-muted/40 p-2 sm:flex-row sm:flex-wrap sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-center gap-1">
        <Input
          ref={findRef}
          aria-label="Find"
          placeholder="Find"
          className="h-9 min-w-0 flex-1"
          value={text}
          maxLength={200}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              go(e.shiftKey ? current - 1 : current + 1);
            } else if (e.key === "Escape") {
              e.preventDefault();
              onClose();
            }
          }}
        />
        <span className="w-20 shrink-0 text-center text-xs text-muted-foreground" aria-live="polite" id={`${ids}-count`}>
          {text ? (matches.length ? `${current + 1} of ${matches.length}` : "No matches") : ""}
        </span>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label="Previous match"
          disabled={!matches.length}
          onClick={() => go(current - 1)}
        >
          <ChevronUp aria-hidden="true" />
        </Button>
        <Button type="button" variant="ghost" size="icon" className="size-9" aria-label="Next match" disabled={!matches.length} onClick={() => go(current + 1)}>
          <ChevronDown aria-hidden="true" />
        </Button>
      </div>
      <div className="flex min-w-0 flex-1 items-center gap-1">
        <Input
          aria-label="Replace with"
          placeholder="Replace with"
          className="h-9 min-w-0 flex-1"
          value={replacement}
          maxLength={200}
          onChange={(e) => setReplacement(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              e.preventDefault();
              onClose();
            }
          }}
        />
        <Button type="button" size="sm" variant="outline" disabled={!matches.length} onClick={() => replace(false)}>
          Replace
        </Button>
        <Button type="button" size="sm" variant="outline" aria-label="Replace all" disabled={!matches.length} onClick={() => replace(true)}>
          All
        </Button>
      </div>
      <div className="flex items-center justify-between gap-2">
        <label className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <input type="checkbox" className="size-4 accent-primary" checked={caseSensitive} onChange={(e) => setCaseSensitive(e.target.checked)} />
          Match case
        </label>
        <Button type="button" variant="ghost" size="icon" className="size-9" aria-label="Close find and replace" onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
