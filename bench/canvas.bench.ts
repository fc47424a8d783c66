// Canvas bench (Chromium): the time from opening a relationship map or a family tree to the first
// laid-out node on screen, for 100 and 1,000 items (maps with 3 relations per item; trees of
// parents and children over many generations), in the built app against the real server. The
// layout itself is benched on its own in relationships.bench.ts and family-tree.bench.ts; this is
// what a user waits for. Median and best of a few runs; nothing is asserted.
import type { Page } from "playwright-core";
import { gotoApp, launchBrowser, newPage } from "../e2e/support/browser.js";
import { startE2EServer } from "../e2e/support/server.js";
import { createConfirmedUser, signInViaDialog } from "../e2e/support/users.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SIZES = [100, 1000];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timeToFirstNode(page: Page, path: string): Promise<number[]> {
  const out: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    await page.goto("about:blank");
    const t0 = Date.now();
    await page.goto(path);
    await page.locator(".react-flow__node").first().waitFor({ timeout: 120_000 });
    out.push(Date.now() - t0);
  }
  return out;
}

const server = await startE2EServer();
const browser = await launchBrowser();
try {
  const user = await createConfirmedUser(server, "bench-canvas");
  const db = server.ctx.db;
  const page = await newPage(browser, server.url);
  await gotoApp(page, "/");
  await signInViaDialog(page, user);
  console.log(`canvas: time to the first laid-out node, median of ${RUNS} (best), Chromium`);
  for (const n of SIZES) {
    // A relationship map: n library characters on it, 3n relations between them.
    const items = (
      await db.query<{ id: string }>(
        `insert into public.content_items (owner_id, kind, name) select $1, 'character', 'Person ' || g from generate_series(1, $2::int) g returning id`,
        [user.id, n],
      )
    ).rows.map((r) => r.id);
    const map = (
      await db.query<{ id: string }>(`insert into public.story_documents (owner_id, tool, title) values ($1, 'relationships', $2) returning id`, [
        user.id,
        `Web of ${n}`,
      ])
    ).rows[0]!.id;
    await db.query(
      `insert into public.story_links (document_id, item_id, owner_id, position) select $1, id, $2, row_number() over () from unnest($3::uuid[]) id`,
      [map, user.id, items],
    );
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const relations = [];
    while (relations.length < 3 * n) {
      const a = next();
      const b = next();
      if (a !== b) relations.push({ id: `r${relations.length}`, from: items[a], to: items[b], type: "ally", mutual: relations.length % 2 === 0, strength: 3 });
    }
    await db.query(`update public.story_documents set data = $2::jsonb where id = $1`, [map, JSON.stringify({ relations, positions: {} })]);
    const rel = await timeToFirstNode(page, `/story-elements/relationships/${map}`);

    // A family tree: n people, each after the first two a child of two earlier people.
    const people = Array.from({ length: n }, (_, i) => ({
      id: `p${i}`,
      itemId: null,
      name: `Person ${i}`,
      born: 1000 + Math.floor(Math.log2(i + 2)) * 25,
      died: null,
      note: "",
    }));
    const parents = people.slice(2).flatMap((p, k) => {
      const i = k + 2;
      const a = Math.floor((i - 2) / 2);
      return [
        { child: p.id, parent: `p${a}`, type: "biological" },
        { child: p.id, parent: `p${Math.min(i - 1, a + 1)}`, type: "biological" },
      ].filter((l) => l.parent !== p.id);
    });
    const tree = (
      await db.query<{ id: string }>(`insert into public.story_documents (owner_id, tool, title, data) values ($1, 'family-tree', $2, $3) returning id`, [
        user.id,
        `House of ${n}`,
        JSON.stringify({ people, parents, partnerships: [], today: null }),
      ])
    ).rows[0]!.id;
    const fam = await timeToFirstNode(page, `/story-elements/family-trees/${tree}`);

    console.log(`  relationships, ${n} items / ${3 * n} relations: ${median(rel)} ms (best ${Math.min(...rel)} ms)`);
    console.log(`  family tree, ${n} people:                     ${median(fam)} ms (best ${Math.min(...fam)} ms)`);
  }
  await page.context().close();
} finally {
  await browser.close();
  await server.close();
}
