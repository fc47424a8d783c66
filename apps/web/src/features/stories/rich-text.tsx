// The scene editor: Tiptap (ProseMirror) with headings, emphasis, lists, quotes and scene breaks.
// The stored body is Tiptap's JSON; the schema keeps out anything it does not know (no raw HTML).
import type { Node as PMNode } from "@tiptap/pm/model";
import { EditorContent, getText, getTextSerializersFromSchema, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  List,
  ListOrdered,
  Maximize2,
  MessageSquarePlus,
  Minimize2,
  Minus,
  Quote,
  Search,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { useNavigate } from "react-router";
import { CaretScroll } from "./caret-scroll";
import { CommentMark } from "./comments";
import { FindPanel } from "./find-panel";
import { SearchHighlight } from "./find-replace";
import { mentionedIdsOf, mentionExtension, type MentionSearch } from "./mentions";

export const proseClass = cn(
  "font-serif text-lg leading-relaxed",
  "[&_h2]:mb-2 [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mb-2 [&_h3]:mt-4 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_hr]:mx-auto [&_hr]:my-8 [&_hr]:w-24 [&_hr]:border-0 [&_hr]:border-t-2 [&_hr]:border-dotted [&_hr]:border-muted-foreground",
);

export const editorExtensions = [StarterKit.configure({ heading: { levels: [2, 3] }, link: false, code: false, codeBlock: false }), CommentMark];

const isEmptyDoc = (body: Record<string, unknown>) => !body || body.type !== "doc";

/**
 * The text after a change, worked out only when asked for: a keystroke in a long scene should not
 * walk the whole document (JSON, plain text) unless something needs it now. ProseMirror documents
 * are immutable, so the snapshot stays true to the moment it was taken.
 */
export interface TextSnapshot {
  json: () => Record<string, unknown>;
  /** Plain text, a line per block; a mention reads as its name. */
  text: () => string;
  /** The ids of the library items the text mentions, sorted, without repeats (no JSON made). */
  mentions: () => string[];
}

export function textSnapshot(doc: PMNode): TextSnapshot {
  return {
    json: () => doc.toJSON() as Record<string, unknown>,
    text: () => getText(doc, { blockSeparator: "\n", textSerializers: getTextSerializersFromSchema(doc.type.schema) }),
    mentions: () => mentionedIdsOf(doc),
  };
}

function ToolButton({
  editor,
  label,
  icon: Icon,
  active,
  disabled,
  run,
}: {
  editor: Editor;
  label: string;
  icon: LucideIcon;
  active?: boolean;
  disabled?: boolean;
  run: (e: Editor) => void;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      aria-label={label}
      title={label}
      aria-pressed={active}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => run(editor)}
      className={cn(
        "inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        active && "bg-accent text-foreground",
        "disabled:pointer-events-none disabled:opacity-40",
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}

export function RichText({
  body,
  label,
  onChange,
  focusMode,
  onFocusMode,
  mentionSearch,
  onComment,
  onEditor,
}: {
  body: Record<string, unknown>;
  label: string;
  /** After every change to the text; cheap to call (the snapshot does its work only when read). */
  onChange: (text: TextSnapshot) => void;
  /** Distraction-free writing: the toolbar offers to enter or leave it. */
  focusMode?: boolean;
  onFocusMode?: (on: boolean) => void;
  /** Library items to suggest after `@`. */
  mentionSearch?: MentionSearch;
  /** Comment on the selected words (the toolbar's Comment button, Ctrl+Alt+M). */
  onComment?: (editor: Editor) => void;
  /** Hands the editor to the page (the comments panel works on it). */
  onEditor?: (editor: Editor | null) => void;
}) {
  const [finding, setFinding] = useState(false);
  // The editor's key handler is made once: it reads the current focus-mode callback from a ref.
  const focusRef = useRef<((on: boolean) => void) | null>(null);
  focusRef.current = focusMode && onFocusMode ? onFocusMode : null;
  const commentRef = useRef(onComment);
  commentRef.current = onComment;
  const editorRef = useRef<Editor | null>(null);
  const searchRef = useRef(mentionSearch);
  searchRef.current = mentionSearch;
  // Options that stay the same object from render to render: useEditor compares them on every
  // render and, when they differ, re-applies them to the view (twice per render), which costs every
  // keystroke in a long scene. Callbacks read the latest props through refs.
  const [extensions] = useState(() => [
    ...editorExtensions,
    SearchHighlight,
    CaretScroll,
    mentionExtension((q) => searchRef.current?.(q) ?? Promise.resolve([])),
  ]);
  const [content] = useState(() => (isEmptyDoc(body) ? "" : body));
  const editorProps = useMemo(
    () => ({
      attributes: {
        "aria-label": label,
        role: "textbox",
        "aria-multiline": "true",
        "aria-keyshortcuts": "Control+F",
        class: cn(proseClass, "min-h-[40vh] px-4 py-3 focus-visible:outline-none"),
      },
      handleDOMEvents: {
        // In the editor a mention is text to edit: a click places the caret and never follows it;
        // Ctrl/Cmd-click opens the item in the owner's own view, in a new tab.
        click: (_view: unknown, event: MouseEvent) => {
          const mention = event.target instanceof Element ? event.target.closest("[data-type='mention']") : null;
          if (!mention) return false;
          event.preventDefault();
          const id = mention.getAttribute("data-id");
          if (id && (event.ctrlKey || event.metaKey)) window.open(`/my-content/${encodeURIComponent(id)}`, "_blank", "noopener");
          return false;
        },
      },
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        // ProseMirror takes Escape for "select the parent node"; in focus mode it leaves instead.
        if (event.key === "Escape" && focusRef.current) {
          event.preventDefault();
          focusRef.current(false);
          return true;
        }
        if ((event.ctrlKey || event.metaKey) && event.altKey && event.code === "KeyM" && commentRef.current && editorRef.current) {
          const editor = editorRef.current;
          // A selection made just before the shortcut (Shift+End, then at once Ctrl+Alt+M) may not
          // have reached the editor's state yet: ProseMirror reads it on the next selectionchange.
          if (editor.state.selection.empty) syncDomSelection(editor);
          if (editor.state.selection.empty) return false;
          event.preventDefault();
          commentRef.current(editor);
          return true;
        }
        if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "f") {
          event.preventDefault();
          setFinding(true);
          return true;
        }
        return false;
      },
    }),
    [label],
  );
  const editor = useEditor({
    extensions,
    content,
    editorProps,
    onUpdate: ({ editor: e }) => onChange(textSnapshot(e.state.doc)),
  });
  editorRef.current = editor;
  useEffect(() => {
    onEditor?.(editor);
    return () => onEditor?.(null);
  }, [editor, onEditor]);
  // The toolbar re-renders only when what it shows changes (the marks and blocks at the selection),
  // not on every keystroke.
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bullets: e.isActive("bulletList"),
      numbers: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      empty: e.state.selection.empty,
    }),
  });
  return (
    <div className="rounded-lg border border-input bg-background focus-within:ring-2 focus-within:ring-ring">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-0.5 border-b border-border p-1">
        <ToolButton editor={editor} label="Heading" icon={Heading2} active={active.h2} run={(e) => e.chain().focus().toggleHeading({ level: 2 }).run()} />
        <ToolButton editor={editor} label="Subheading" icon={Heading3} active={active.h3} run={(e) => e.chain().focus().toggleHeading({ level: 3 }).run()} />
        <ToolButton editor={editor} label="Bold" icon={Bold} active={active.bold} run={(e) => e.chain().focus().toggleBold().run()} />
        <ToolButton editor={editor} label="Italic" icon={Italic} active={active.italic} run={(e) => e.chain().focus().toggleItalic().run()} />
        <ToolButton editor={editor} label="Bulleted list" icon={List} active={active.bullets} run={(e) => e.chain().focus().toggleBulletList().run()} />
        <ToolButton editor={editor} label="Numbered list" icon={ListOrdered} active={active.numbers} run={(e) => e.chain().focus().toggleOrderedList().run()} />
        <ToolButton editor={editor} label="Quote" icon={Quote} active={active.quote} run={(e) => e.chain().focus().toggleBlockquote().run()} />
        <ToolButton editor={editor} label="Scene break" icon={Minus} run={(e) => e.chain().focus().setHorizontalRule().run()} />
        <span className="mx-1 my-1.5 w-px bg-border" aria-hidden="true" />
        {onComment && (
          <ToolButton
            editor={editor}
            label="Comment on the selection (Ctrl+Alt+M)"
            icon={MessageSquarePlus}
            disabled={active.empty}
            run={(e) => onComment(e)}
          />
        )}
        <ToolButton editor={editor} label="Find and replace (Ctrl+F)" icon={Search} active={finding} run={() => setFinding((f) => !f)} />
        {onFocusMode && (
          <ToolButton
            editor={editor}
            label={focusMode ? "Leave focus mode (Esc)" : "Focus mode"}
            icon={focusMode ? Minimize2 : Maximize2}
            active={focusMode}
            run={() => onFocusMode(!focusMode)}
          />
        )}
      </div>
      {finding && (
        <FindPanel
          editor={editor}
          onClose={() => {
            setFinding(false);
            editor.commands.focus();
          }}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}

/**
 * A scene's text, read-only (the published story). A mention is a link only when its item is in
 * `readable` (the reader may open it); otherwise it stays plain text.
 */
export function ReadOnlyText({ body, readable, itemHref }: { body: Record<string, unknown>; readable: ReadonlySet<string>; itemHref: (id: string) => string }) {
  const navigate = useNavigate();
  const [options] = useState(() => ({
    extensions: [...editorExtensions, mentionExtension()],
    content: isEmptyDoc(body) ? "" : body,
    editable: false,
    editorProps: { attributes: { class: proseClass, role: "none" } },
  }));
  const editor = useEditor(options);
  useEffect(() => {
    if (!editor) return;
    for (const a of editor.view.dom.querySelectorAll<HTMLAnchorElement>('a[data-type="mention"]')) {
      const id = a.dataset.id ?? "";
      if (readable.has(id)) a.setAttribute("href", itemHref(id));
      else a.removeAttribute("href");
    }
  }, [editor, readable, itemHref]);
  return (
    <div
      onClick={(e) => {
        const a = (e.target as HTMLElement).closest<HTMLAnchorElement>('a[data-type="mention"][href]');
        if (!a || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        void navigate(a.getAttribute("href")!);
      }}
    >
      <EditorContent editor={editor} />
    </div>
  );
}

/** Puts the browser's selection inside the editor into the editor's state, when it has not arrived yet. */
function syncDomSelection(editor: Editor): void {
  const sel = window.getSelection();
  const view = editor.view;
  if (!sel || sel.isCollapsed || !sel.anchorNode || !sel.focusNode || !view.dom.contains(sel.anchorNode) || !view.dom.contains(sel.focusNode)) return;
  const a = view.posAtDOM(sel.anchorNode, sel.anchorOffset);
  const b = view.posAtDOM(sel.focusNode, sel.focusOffset);
  if (a !== b) editor.commands.setTextSelection({ from: Math.min(a, b), to: Math.max(a, b) });
}
