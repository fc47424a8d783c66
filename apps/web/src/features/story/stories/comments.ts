// Comments on a selection of a scene: a `comment` mark in the text holds only the comment's id;
// the comment (body, quoted words, resolved) is a story_comments row only the author can read.
import { mergeAttributes, Mark, type Editor } from "@tiptap/react";
import { supabase } from "@/lib/supabase";

export interface StoryComment {
  id: string;
  document_id: string;
  section_id: string;
  body: string;
  quote: string;
  resolved: boolean;
  created_at: string;
}

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

const fail = (error: { message: string } | null) => {
  if (!error) return;
  if (/story_comments_body_length/.test(error.message)) throw new Error("A comment needs some words, and at most 2,000 characters.");
  throw new Error(error.message);
};

export async function listComments(sectionId: string): Promise<StoryComment[]> {
  const { data, error } = await supabase()
    .from("story_comments")
    .select("id, document_id, section_id, body, quote, resolved, created_at")
    .eq("section_id", sectionId)
    .order("created_at");
  fail(error);
  return (data ?? []) as StoryComment[];
}

export async function createComment(c: Pick<StoryComment, "id" | "document_id" | "section_id" | "body" | "quote"> & { resolved?: boolean }): Promise<void> {
  const { error } = await supabase().from("story_comments").insert(c);
  fail(error);
}

export async function setResolved(id: string, resolved: boolean): Promise<void> {
  const { error } = await supabase().from("story_comments").update({ resolved }).eq("id", id);
  fail(error);
}

export async function deleteComment(id: string): Promise<void> {
  const { error } = await supabase().from("story_comments").delete().eq("id", id);
  fail(error);
}

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
