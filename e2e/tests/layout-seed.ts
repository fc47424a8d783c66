// A library full of the content that breaks phone layouts: 50 real generated items (every kind,
// many with long names without spaces, long tags and summaries, half public, links and likes), a
// universe with a long name, a saved language with its lexicon table, an item in the trash, long
// notes, and 50 tasks in the browser. Used by the layout e2e tests.
import { generate, KINDS } from "@worldloom/generators";
import type { Page } from "playwright-core";
import type { E2EServer, TestUser } from "../support/index.js";

export const LONG_WORD = "Vaelthrandorimesquelliarbantoruvishkaldemorathiquellionvanthradesmorakulithenbrask";
export const longName = (i: number) => `${LONG_WORD}${i}`.slice(0, 200);

export interface SeededLibrary {
  itemIds: string[];
  languageId: string;
  longId: string;
  publicLongId: string;
  trashedId: string;
  universeId: string;
}

async function insert(
  server: E2EServer,
  ownerId: string,
  kind: string,
  seed: string,
  over: { name?: string; summary?: string; tags?: string[]; visibility?: string; universeId?: string | null; notes?: string; deleted?: boolean },
): Promise<string> {
  const r = generate(kind, { seed })[0]!;
  const name = over.name ?? r.name;
  const data = { ...r, name, ...(over.summary !== undefined ? { summary: over.summary } : {}) };
  const row = await server.ctx.db.query<{ id: string }>(
    `insert into public.content_items (owner_id, kind, name, summary, data, tags, visibility, seed, generator_version, universe_id, deleted_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, case when $11 then now() else null end) returning id`,
    [
      ownerId,
      kind,
      name,
      over.summary ?? r.summary,
      JSON.stringify(data),
      over.tags ?? r.tags.slice(0, 50),
      over.visibility ?? "private",
      r.seed,
      r.version,
      over.universeId ?? null,
      over.deleted ?? false,
    ],
  );
  const id = row.rows[0]!.id;
  // Notes live in their own owner-only table.
  if (over.notes) await server.ctx.db.query(`insert into public.content_item_notes (item_id, owner_id, notes) values ($1, $2, $3)`, [id, ownerId, over.notes]);
  return id;
}

export async function seedLongLibrary(server: E2EServer, owner: TestUser, fan: TestUser): Promise<SeededLibrary> {
  const u = await server.ctx.db.query<{ id: string }>(
    `insert into public.universes (owner_id, name, description, genre, visibility) values ($1, $2, $3, $4, 'public') returning id`,
    [owner.id, LONG_WORD.slice(0, 120), `${LONG_WORD} ${LONG_WORD}`, "Grimdarkhighfantasyopera".repeat(2).slice(0, 60)],
  );
  const universeId = u.rows[0]!.id;
  const kinds = KINDS.map((k) => k.kind);
  const itemIds: string[] = [];
  for (let i = 0; i < 50; i++) {
    const long = i % 3 === 0;
    const id = await insert(server, owner.id, kinds[i % kinds.length]!, `layout-${i}`, {
      ...(long ? { name: longName(i), summary: `${LONG_WORD}${LONG_WORD} ${LONG_WORD}`, tags: [LONG_WORD.slice(0, 60), `tag${i}`] } : {}),
      visibility: i % 2 === 0 ? "public" : "private",
      universeId: i % 4 === 0 ? universeId : null,
      ...(i === 0
        ? {
            notes: `# ${LONG_WORD}\n\n${LONG_WORD}${LONG_WORD} and a link https://example.com/${LONG_WORD}${LONG_WORD}\n\n| ${LONG_WORD} | ${LONG_WORD} |\n|---|---|\n| a | b |`,
          }
        : {}),
    });
    itemIds.push(id);
  }
  const languageId = await insert(server, owner.id, "language", "layout-language", { visibility: "public", universeId });
  const trashedId = await insert(server, owner.id, "character", "layout-trash", { name: longName(99), deleted: true });
  const longId = itemIds[0]!;
  const publicLongId = itemIds[6]!;
  // Links both ways between long-named items, and likes from a fan.
  for (const [from, to, type] of [
    [longId, publicLongId, "allied with"],
    [itemIds[3]!, longId, "member of"],
    [longId, languageId, "speaks"],
  ] as const) {
    await server.ctx.db.query(`insert into public.content_links (from_id, to_id, type, owner_id) values ($1, $2, $3, $4)`, [from, to, type, owner.id]);
  }
  for (const id of itemIds.filter((_, i) => i % 2 === 0).slice(0, 10)) {
    await server.ctx.db.query(`insert into public.content_likes (item_id, user_id) values ($1, $2)`, [id, fan.id]);
  }
  return { itemIds, languageId, longId, publicLongId, trashedId, universeId };
}

/** 50 tasks in the browser's `todos`, some with long words (set before the app reads them). */
export async function seedTasks(page: Page): Promise<void> {
  await page.addInitScript((word: string) => {
    if (localStorage.getItem("todos")) return;
    const todos = Array.from({ length: 50 }, (_, i) => ({
      id: `t${i}`,
      text: i % 5 === 0 ? `${word}${i}` : `Task number ${i}: write the chapter`,
      completed: i % 7 === 0,
    }));
    localStorage.setItem("todos", JSON.stringify(todos));
  }, LONG_WORD);
}
