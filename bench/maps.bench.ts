// Maps bench (docs/maps.md, "Figures"): cutting a 16,000 × 12,000 picture into deep-zoom tiles
// (time, tiles, bytes, the process's peak memory); the first view of that map in Chromium (time to
// the first tile drawn, against the whole picture when it has no tiles); and 5,000 clustered pins
// panned and zoomed (frames per second and the longest frame). Nothing is asserted.
import { createClient } from "@supabase/supabase-js";
import { rename } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import WebSocket from "ws";
import { gotoApp, launchBrowser, newPage } from "../e2e/support/browser.js";
import { startE2EServer } from "../e2e/support/server.js";
import { createConfirmedUser, signInViaDialog } from "../e2e/support/users.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const W = 16_000;
const H = 12_000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A painted-looking picture: bands of colour under a 512 px pattern of coast, hills and a grid. */
async function bigPicture(): Promise<Buffer> {
  const tile = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" fill="#9cc3d5"/>` +
        `<path d="M40 300 C 140 120, 320 80, 470 260 S 300 500, 120 460 Z" fill="#c9d8a4" stroke="#6b7f4a" stroke-width="5"/>` +
        `<path d="M0 0H512M0 0V512" stroke="#7a6a50" stroke-width="1" opacity="0.5"/>` +
        `<circle cx="250" cy="280" r="22" fill="#8a6a3d"/><text x="200" y="240" font-size="28" fill="#3b2f20">Vale</text></svg>`,
    ),
  )
    .png()
    .toBuffer();
  return sharp({ create: { width: W, height: H, channels: 3, background: "#9cc3d5" } })
    .composite([{ input: tile, tile: true }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

const server = await startE2EServer();
const browser = await launchBrowser();
try {
  const user = await createConfirmedUser(server, "bench-maps");
  const client = createClient(server.url, server.anonKey, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
  await client.auth.signInWithPassword({ email: user.email, password: user.password });
  const picture = await bigPicture();
  const { data: doc } = await client
    .from("story_documents")
    .insert({ tool: "map", title: "The Sixteen Thousand", data: { width: W, height: H } })
    .select("id")
    .single();
  const path = `${user.id}/${doc!.id}/big.jpg`;

  // Tiling: the upload returns once the picture is stored; the tiles follow in the background.
  let peak = process.memoryUsage().rss;
  const before = peak;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  const t0 = Date.now();
  const up = await client.storage.from("map-images").upload(path, picture, { contentType: "image/jpeg" });
  if (up.error) throw new Error(up.error.message);
  const stored = Date.now() - t0;
  await client
    .from("story_documents")
    .update({ data: { width: W, height: H, image: { path } } })
    .eq("id", doc!.id);
  const signed = (await client.storage.from("map-images").createSignedUrl(path, 3600)).data!.signedUrl;
  const [base, query] = signed.replace("/object/sign/", "/tiles/").split("?") as [string, string];
  while ((await fetch(`${base}/tiles.json?${query}`)).status !== 200) await new Promise((r) => setTimeout(r, 100));
  const tiled = Date.now() - t0;
  clearInterval(sampler);
  const set = (await (await fetch(`${base}/tiles.json?${query}`)).json()) as { maxLevel: number };
  const dir = join(server.ctx.config.storageDir, "map-images", "~tiles", ...path.split("/"));
  const { execSync } = await import("node:child_process");
  const [count, kb] = [
    Number(
      execSync(`find ${JSON.stringify(dir)} -name '*.webp' | wc -l`)
        .toString()
        .trim(),
    ),
    Number(
      execSync(`du -sk ${JSON.stringify(dir)}`)
        .toString()
        .split("\t")[0],
    ),
  ];
  console.log(`maps: a ${W.toLocaleString("en")} × ${H.toLocaleString("en")} JPEG of ${(picture.length / 1e6).toFixed(1)} MB`);
  console.log(
    `  stored in ${stored} ms; tiled ${tiled - stored} ms later (${count.toLocaleString("en")} tiles, levels 0–${set.maxLevel}, ${(kb / 1024).toFixed(1)} MB); server RSS +${Math.round((peak - before) / 1e6)} MB at its peak`,
  );

  // The first view in Chromium: to the first tile drawn, and to the whole picture drawn when the map has no tiles.
  const page = await newPage(browser, server.url);
  await gotoApp(page, "/");
  await signInViaDialog(page, user);
  const firstView = async (ready: (p: Page) => Promise<unknown>) => {
    const out: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      await page.goto("about:blank");
      const t = Date.now();
      await page.goto(`${server.url}/story-elements/maps/${doc!.id}`);
      await ready(page);
      out.push(Date.now() - t);
    }
    return out;
  };
  const tiles = await firstView((p) => p.locator("[data-testid=map-canvas] img.leaflet-tile-loaded").first().waitFor({ timeout: 120_000 }));
  await rename(join(dir, "tiles.json"), join(dir, "tiles.json.off"));
  const whole = await firstView((p) =>
    p.waitForFunction(
      () => {
        const img = document.querySelector<HTMLImageElement>("[data-testid=map-canvas] img.leaflet-image-layer");
        return !!img && img.complete && img.naturalWidth > 0;
      },
      undefined,
      { timeout: 120_000 },
    ),
  );
  await rename(join(dir, "tiles.json.off"), join(dir, "tiles.json"));
  console.log(
    `  first view at 1280 px, median of ${RUNS} (best): first tile ${median(tiles)} ms (${Math.min(...tiles)}); without tiles, the whole picture ${median(whole)} ms (${Math.min(...whole)})`,
  );

  // 5,000 pins spread over the map, panned by drags and zoomed by the wheel for about 4 s.
  await server.ctx.db.query(
    `insert into public.map_features (document_id, owner_id, kind, geometry, label, position)
     select $1, $2, 'pin', jsonb_build_array(200 + (i * 7919) % 15600, 200 + (i * 104729) % 11600), 'Place ' || i, i from generate_series(1, 5000) as i`,
    [doc!.id, user.id],
  );
  await page.goto(`${server.url}/story-elements/maps/${doc!.id}`);
  await page.locator("[data-testid=map-canvas] .wl-cluster").first().waitFor({ timeout: 120_000 });
  const box = (await page.getByTestId("map-canvas").boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  // A string, so the bundler's helpers (tsx names inner functions) do not follow it into the page.
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__stop = false;
    const tick = (t) => { window.__frames.push(t); if (!window.__stop) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  for (let round = 0; round < 4; round++) {
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    for (let s = 1; s <= 20; s++) await page.mouse.move(cx + (round % 2 ? -1 : 1) * s * 12, cy + s * 6);
    await page.mouse.up();
    await page.mouse.wheel(0, round < 2 ? -240 : 240);
    await page.waitForTimeout(400);
  }
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __stop: boolean };
    w.__stop = true;
    return w.__frames;
  });
  const gaps = frames.slice(1).map((t, i) => t - frames[i]!);
  const seconds = (frames.at(-1)! - frames[0]!) / 1000;
  const drawn = await page.locator("[data-testid=map-canvas] .wl-cluster, [data-testid=map-canvas] .wl-pin").count();
  console.log(
    `  5,000 pins, clustered (${drawn} markers drawn at the end): ${(gaps.length / seconds).toFixed(1)} frames/s over ${seconds.toFixed(1)} s of drags and wheel zooms; longest frame ${Math.round(Math.max(...gaps))} ms, 95th percentile ${Math.round([...gaps].sort((a, b) => a - b)[Math.floor(gaps.length * 0.95)]!)} ms`,
  );
  await page.context().close();
} finally {
  await browser.close();
  await server.close();
}
