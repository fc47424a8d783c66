// Find & replace in a scene: matches are found per text block (so a match may run across bold or
// italic), shown as decorations (the text itself is never changed by searching), and replaced in
// one transaction each, so Undo (Ctrl+Z) takes a "Replace all" back in one step.
import type { Node as PMNode } from "@tiptap/pm/model";
import { Plugin, PluginKey, type EditorState, type Transaction } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";
import { Extension } from "@tiptap/react";

export interface Match {
  from: number;
  to: number;
}

export interface SearchQuery {
  text: string;
  caseSensitive: boolean;
}

/** Every match of the query in the document, in order. Text blocks are searched whole. */
export function findMatches(doc: PMNode, query: SearchQuery): Match[] {
  const needle = query.caseSensitive ? query.text : query.text.toLocaleLowerCase();
  if (!needle) return [];
  const out: Match[] = [];
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    let text = "";
    const at: number[] = [];
    node.forEach((child, offset) => {
      if (child.isText) {
        for (let i = 0; i < child.text!.length; i++) at.push(pos + 1 + offset + i);
        text += child.text!;
      } else {
        // An inline node (a hard break) is one position that no match may cross.
        at.push(pos + 1 + offset);
        text += "\uFFFC";
      }
    });
    const hay = query.caseSensitive ? text : text.toLocaleLowerCase();
    for (let i = hay.indexOf(needle); i !== -1; i = hay.indexOf(needle, i + needle.length)) {
      out.push({ from: at[i]!, to: at[i + needle.length - 1]! + 1 });
    }
    return false;
  });
  return out;
}

interface SearchState {
  query: SearchQuery;
  current: number;
  matches: Match[];
  decorations: DecorationSet;
}

export const searchKey = new PluginKey<SearchState>("worldloom-search");

function build(doc: PMNode, query: SearchQuery, current: number): SearchState {
  const matches = findMatches(doc, query);
  const index = matches.length ? Math.min(Math.max(current, 0), matches.length - 1) : 0;
  const decorations = DecorationSet.create(
    doc,
    matches.map((m, i) => Decoration.inline(m.from, m.to, { class: i === index ? "search-match search-match-current" : "search-match" })),
  );
  return { query, current: index, matches, decorations };
}

type Meta = { query?: SearchQuery; current?: number };

export const SearchHighlight = Extension.create({
  name: "searchHighlight",
  addProseMirrorPlugins() {
    return [
      new Plugin<SearchState>({
        key: searchKey,
        state: {
          init: (_, state) => build(state.doc, { text: "", caseSensitive: false }, 0),
          apply: (tr: Transaction, prev: SearchState) => {
            const meta = tr.getMeta(searchKey) as Meta | undefined;
            if (!meta && !tr.docChanged) return prev;
            return build(tr.doc, meta?.query ?? prev.query, meta?.current ?? prev.current);
          },
        },
        props: { decorations: (state: EditorState) => searchKey.getState(state)?.decorations },
      }),
    ];
  },
});

/** Replaces the matches (all, or the one at `only`), last first so earlier positions stay true. */
export function replaceMatches(state: EditorState, matches: readonly Match[], replacement: string, only?: number): Transaction | null {
  const chosen = only === undefined ? [...matches] : matches[only] ? [matches[only]] : [];
  if (!chosen.length) return null;
  let tr = state.tr;
  for (const m of chosen.sort((a, b) => b.from - a.from)) {
    tr = replacement ? tr.insertText(replacement, m.from, m.to) : tr.delete(m.from, m.to);
  }
  return tr;
}
