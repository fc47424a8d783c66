// Seeds content_items rows by SQL for the library e2e tests (owner set directly, as RLS is bypassed).
import type { Page } from "playwright-core";
import type { E2EServer } from "../support/index.js";

export interface Seed {
  kind: string;
  name: string;
  summary?: string;
  tags?: string[];
  visibility?: "private" | "public";
  ageDays?: number;
}

export async function seedItem(server: E2EServer, ownerId: string, s: Seed): Promise<string> {
  const data = {
    kind: s.kind,
    version: 1,
    seed: "seed-1",
    options: {},
    name: s.name,
    summary: s.summary ?? "",
    fields: [
      { key: "origin", label: "Origin", value: { type: "text", value: `Born of ${s.name}` } },
      { key: "traits", label: "Traits", value: { type: "list", items: ["patient", "sly"] } },
    ],
    sections: [{ title: "History", markdown: `**${s.name}** has a *long* past.\n\n<script>window.__pwned = 1</script>` }],
    tags: s.tags ?? [],
    links: [],
  };
  const r = await server.ctx.db.query<{ id: string }>(
    `insert into public.content_items (owner_id, kind, name, summary, data, tags, visibility, seed, generator_version, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, 'seed-1', 1, now() - make_interval(days => $8)) returning id`,
    [ownerId, s.kind, s.name, s.summary ?? "", JSON.stringify(data), s.tags ?? [], s.visibility ?? "private", s.ageDays ?? 0],
  );
  return r.rows[0]!.id;
}

export async function ownedNames(server: E2EServer, ownerId: string): Promise<string[]> {
  const r = await server.ctx.db.query<{ name: string }>(`select name from public.content_items where owner_id = $1 order by name`, [ownerId]);
  return r.rows.map((x) => x.name);
}

export const cardNames = (page: Page) => page.getByRole("list", { name: "Saved items" }).locator("h3").allInnerTexts();
