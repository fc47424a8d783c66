// Comments on a selection of a scene: a `comment` mark in the text holds only the comment's id;
// the comment (body, quoted words, resolved) is a story_comments row only the author can read.
import { mergeAttributes, Mark, type Editor } from "@tiptap/react";

export const CommentMark = Mark.create({
  name: "comment",
  inclusive: false,
  excludes: "",
  addAttributes() {
    return {
      id: {
        default: null,
        parseHTML: (el: HTMLElement) => el.getAttribute("data-comment-id"),
        renderHTML: (a: { id?: string | null }) => (a.id ? { "data-comment-id": a.id } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: "span[data-comment-id]" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["span", mergeAttributes({ class: "story-comment" }, HTMLAttributes), 0];
  },
});

/** Where the comment's mark sits in the text now (it moves as the writer types), if anywhere. */
export function commentRange(editor: Editor, id: string): { from: number; to: number } | null {
  let from = Infinity;
  let to = -1;
  editor.state.doc.descendants((node, pos) => {
    if (node.isText && node.marks.some((m) => m.type.name === "comment" && m.attrs.id === id)) {
      from = Math.min(from, pos);
      to = Math.max(to, pos + node.nodeSize);
    }
  });
  return to < 0 ? null : { from, to };
}

/** Removes the comment's mark from the text (the words stay). */
export function unmarkComment(editor: Editor, id: string): void {
  const range = commentRange(editor, id);
  if (!range) return;
  const type = editor.schema.marks.comment!;
  const tr = editor.state.tr;
  editor.state.doc.nodesBetween(range.from, range.to, (node, pos) => {
    const mark = node.marks.find((m) => m.type === type && m.attrs.id === id);
    if (mark) tr.removeMark(pos, pos + node.nodeSize, mark);
  });
  editor.view.dispatch(tr);
}
