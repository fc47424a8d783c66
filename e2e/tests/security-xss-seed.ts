// Seeds every kind of user text with the XSS payloads (e2e/support/xss-payloads.ts), by SQL as the
// database owner (fast; the tables' own checks still apply): a profile, one item per payload
// (name, summary, a field, History) and one item carrying them all (fields, notes, sections), one
// universe per payload, a public story whose scenes hold every payload as text, links and
// mentions, a forum thread and a feedback post with comments.
import type { E2EServer, TestUser } from "../support/index.js";
import { XSS_PAYLOADS } from "../support/xss-payloads.js";

export const MARK = "Hostile text";

export interface SeededXss {
  allItemId: string;
  storyId: string;
  threadId: string;
  feedbackId: string;
}

const chunks = (list: readonly string[], max: number): string[] => {
  const out: string[] = [];
  let cur = "";
  for (const p of list) {
    const next = cur ? `${cur}\n\n${p}` : p;
    if (next.length > max && cur) {
      out.push(cur);
      cur = p;
    } else cur = next;
  }
  if (cur) out.push(cur);
  return out;
};

function itemData(name: string, summary: string, payloads: readonly string[]) {
  return {
    kind: "character",
    version: 1,
    seed: "xss",
    options: {},
    name,
    summary,
    fields: payloads.map((p, i) => ({ key: `f${i}`, label: p.slice(0, 60), value: i % 2 ? { type: "text", value: p } : { type: "list", items: [p, MARK] } })),
    sections: chunks(payloads, 4000).map((markdown, i) => ({ title: `${MARK} ${i + 1}`, markdown })),
    tags: [],
    links: [],
  };
}

export async function seedXss(server: E2EServer, owner: TestUser): Promise<SeededXss> {
  const db = server.ctx.db;
  const q = async (sql: string, params: unknown[]) => (await db.query<{ id: string }>(sql, params)).rows[0]?.id ?? "";
  await db.query(`update public.profiles set display_name = $2, bio = $3 where id = $1`, [
    owner.id,
    XSS_PAYLOADS[12]!.slice(0, 80),
    chunks(XSS_PAYLOADS, 2000)[0],
  ]);

  const insertItem = (name: string, summary: string, data: object, visibility = "public") =>
    q(
      `insert into public.content_items (owner_id, kind, name, summary, data, tags, visibility, seed, generator_version) values ($1, 'character', $2, $3, $4, $5, $6, 'xss', 1) returning id`,
      [owner.id, name, summary, JSON.stringify(data), [MARK.toLowerCase().replace(" ", "-")], visibility],
    );
  for (const p of XSS_PAYLOADS) await insertItem(p, `${MARK}: ${p}`, itemData(p, p, [p]));
  const allItemId = await insertItem(`${MARK}: every payload`, chunks(XSS_PAYLOADS, 1900)[0]!, itemData(`${MARK}: every payload`, "", XSS_PAYLOADS));
  const notes = chunks(XSS_PAYLOADS, 19000)[0]!;
  await db.query(`insert into public.content_item_notes (item_id, owner_id, notes) values ($1, $2, $3)`, [allItemId, owner.id, `# ${MARK}\n\n${notes}`]);

  for (const p of XSS_PAYLOADS)
    await q(`insert into public.universes (owner_id, name, description, visibility) values ($1, $2, $3, 'public') returning id`, [
      owner.id,
      p,
      `${MARK}: ${p}`,
    ]);

  // A story: its title, blurb and a scene per 20 payloads, each payload a paragraph, a link-marked
  // text, a mention with hostile attributes and a heading.
  const storyId = await q(
    `insert into public.story_documents (owner_id, tool, title, summary, visibility) values ($1, 'story', $2, $3, 'public') returning id`,
    [owner.id, `${MARK}: ${XSS_PAYLOADS[0]}`, chunks(XSS_PAYLOADS, 3900)[0]],
  );
  const chapter = await q(`insert into public.story_sections (document_id, owner_id, kind, title) values ($1, $2, 'chapter', $3) returning id`, [
    storyId,
    owner.id,
    XSS_PAYLOADS[1],
  ]);
  for (let i = 0; i < XSS_PAYLOADS.length; i += 20) {
    const content = XSS_PAYLOADS.slice(i, i + 20).flatMap((p) => [
      { type: "paragraph", content: [{ type: "text", text: p }] },
      {
        type: "paragraph",
        content: [
          { type: "text", text: "link", marks: [{ type: "link", attrs: { href: "javascript:window.__xss=1" } }] },
          { type: "mention", attrs: { id: p, label: p } },
        ],
      },
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: p }] },
    ]);
    await db.query(
      `insert into public.story_sections (document_id, owner_id, parent_id, kind, title, position, body) values ($1, $2, $3, 'scene', $4, $5, $6)`,
      [storyId, owner.id, chapter, `${MARK} ${i / 20 + 1}: ${XSS_PAYLOADS[i]}`.slice(0, 200), i, JSON.stringify({ type: "doc", content })],
    );
  }

  const threadId = await q(`insert into public.forum_threads (category_id, author_id, title) values ('worldbuilding', $1, $2) returning id`, [
    owner.id,
    XSS_PAYLOADS[13],
  ]);
  for (const body of chunks(XSS_PAYLOADS, 19000)) {
    const post = await q(`insert into public.forum_posts (thread_id, author_id, body) values ($1, $2, $3) returning id`, [
      threadId,
      owner.id,
      `${MARK}\n\n${body}`,
    ]);
    await db.query(`update public.forum_posts set created_at = created_at - interval '2 days' where id = $1`, [post]);
  }

  const feedbackId = await q(`insert into public.feedback_posts (author_id, type, title, body) values ($1, 'bug', $2, $3) returning id`, [
    owner.id,
    XSS_PAYLOADS[14],
    `${MARK}\n\n${chunks(XSS_PAYLOADS, 9000)[0]}`,
  ]);
  for (const body of chunks(XSS_PAYLOADS, 4900))
    await db.query(`insert into public.feedback_comments (post_id, author_id, body) values ($1, $2, $3)`, [feedbackId, owner.id, `${MARK}\n\n${body}`]);
  return { allItemId, storyId, threadId, feedbackId };
}
