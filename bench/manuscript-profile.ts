// Profiles typing in the manuscript bench's 5,000-word scene: a CDP trace (time per key by
// renderer main-thread event, self time) and a CPU profile (JS self time by function). Not part of
// `npm run bench`; run `npx tsx manuscript-profile.ts [out-dir]` after `npm run build`.
// docs/decisions/0010.
import { writeFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { launchBrowser, newPage, gotoApp } from "../e2e/support/browser.js";
import { startE2EServer } from "../e2e/support/server.js";
import { createConfirmedUser, signInViaDialog } from "../e2e/support/users.js";
import { traced } from "./trace.js";

const KEYS = Number(process.env.KEYS ?? 100);
const OUT = process.argv[2] ?? "/tmp";
const WORDS = "the tide bell rang under grey water while Mara rowed past drowned roofs and counted every slow stroke of the oars toward home".split(" ");
function sceneBody(words: number, salt: number): string {
  const paragraphs: object[] = [];
  for (let w = 0; w < words; w += 100) {
    const text = Array.from({ length: Math.min(100, words - w) }, (_, i) => WORDS[(w + i + salt) % WORDS.length]).join(" ");
    paragraphs.push({ type: "paragraph", content: [{ type: "text", text }] });
  }
  return JSON.stringify({ type: "doc", content: paragraphs });
}

const server = await startE2EServer();
const browser = await launchBrowser();
try {
  const user = await createConfirmedUser(server, "profile-manuscript");
  const db = server.ctx.db;
  const doc = (
    await db.query<{ id: string }>(`insert into public.story_documents (owner_id, tool, title) values ($1, 'story', 'The Long Tide') returning id`, [user.id])
  ).rows[0]!.id;
  const chapters: string[] = [];
  for (let c = 0; c < 30; c++) {
    chapters.push(
      (
        await db.query<{ id: string }>(
          `insert into public.story_sections (document_id, owner_id, kind, title, position) values ($1, $2, 'chapter', $3, $4) returning id`,
          [doc, user.id, `Chapter ${c + 1}`, c],
        )
      ).rows[0]!.id,
    );
  }
  let big = "";
  for (let s = 0; s <= 290; s++) {
    const words = s === 290 ? 5000 : 500;
    const row = await db.query<{ id: string }>(
      `insert into public.story_sections (document_id, owner_id, parent_id, kind, title, position, body, words, synopsis) values ($1, $2, $3, 'scene', $4, $5, $6, $7, $8) returning id`,
      [doc, user.id, chapters[s % 30], `Scene ${s + 1}`, Math.floor(s / 30), sceneBody(words, s), words, `What happens in scene ${s + 1}.`],
    );
    if (s === 290) big = row.rows[0]!.id;
  }
  const page: Page = await newPage(browser, server.url);
  await gotoApp(page, "/");
  await signInViaDialog(page, user);
  await page.goto(`/story-elements/stories/${doc}?s=${big}`);
  await page.waitForFunction(() => (document.querySelector('[role="textbox"][aria-label^="Text of"]')?.textContent?.length ?? 0) > 20_000, undefined, {
    timeout: 60_000,
  });
  await page.getByRole("textbox", { name: /Text of/ }).click();
  await page.keyboard.press("Control+End");
  // An experiment's CSS, e.g. STYLE='nav[aria-label="Manuscript"] { display: none }'.
  if (process.env.STYLE) await page.addStyleTag({ content: process.env.STYLE });
  await page.evaluate(() => new Promise((r) => setTimeout(r, 1500)));

  // The bench's "keystroke work" probe: a task queued at keydown. Did a frame render before it ran?
  await page.evaluate(() => {
    const w = window as unknown as { __probe: { work: number; frameFirst: boolean }[] };
    w.__probe = [];
    document.addEventListener(
      "keydown",
      (e) => {
        const start = e.timeStamp;
        let framed = false;
        requestAnimationFrame(() => (framed = true));
        setTimeout(() => w.__probe.push({ work: performance.now() - start, frameFirst: framed }), 0);
      },
      true,
    );
  });
  const cdp = await page.context().newCDPSession(page);
  const cpu = process.env.CPU === "1";
  if (cpu) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  }
  type Profile = {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }[];
    samples: number[];
    timeDeltas: number[];
  };
  let profile: Profile = { nodes: [], samples: [], timeDeltas: [] };
  const text = "and the bell rang again over the water ";
  let wall = 0;
  const { events, self, busy } = await traced(cdp, async () => {
    if (cpu) await cdp.send("Profiler.start");
    const t0 = Date.now();
    for (let i = 0; i < KEYS; i++) await page.keyboard.press(text[i % text.length] === " " ? "Space" : text[i % text.length]!);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    wall = Date.now() - t0;
    if (cpu) profile = ((await cdp.send("Profiler.stop")) as { profile: Profile }).profile;
  });
  writeFileSync(`${OUT}/trace.json`, JSON.stringify({ traceEvents: events }));
  writeFileSync(`${OUT}/profile.cpuprofile`, JSON.stringify(profile));

  const probe = await page.evaluate(() => (window as unknown as { __probe: { work: number; frameFirst: boolean }[] }).__probe);
  const framed = probe.filter((p) => p.frameFirst);
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  console.log(
    `probe: work median ${med(probe.map((p) => p.work)).toFixed(1)} ms; a frame ran before the probe's task on ${framed.length} of ${probe.length} keys (median ${med(framed.map((p) => p.work)).toFixed(1)} ms; others ${med(probe.filter((p) => !p.frameFirst).map((p) => p.work)).toFixed(1)} ms)`,
  );
  console.log(`${KEYS} keys in ${wall} ms; renderer main thread CPU ${busy.toFixed(0)} ms = ${(busy / KEYS).toFixed(2)} ms a key`);
  for (const [name, t] of self.slice(0, 25)) console.log(`  ${(t / KEYS).toFixed(3).padStart(8)} ms/key  ${name}`);
  // JS self time by function.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfJs = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const f = byId.get(id)!.callFrame;
    const key = `${f.functionName || "(anon)"} ${f.url.split("/").pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    selfJs.set(key, (selfJs.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  console.log("JS self time (ms/key):");
  for (const [k, t] of [...selfJs].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${(t / KEYS).toFixed(3).padStart(8)}  ${k}`);
  await page.context().close();
} finally {
  await browser.close();
  await server.close();
}
