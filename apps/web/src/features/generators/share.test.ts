import { describe, expect, it } from "vitest";
import { generatorFor } from "@worldloom/generators";
import type { Recipe } from "./recipe";
import { checkShare, decodeShare, encodeShare, keepLastShare, lastShare, type ShareLink } from "./share";

const recipe: Recipe = {
  steps: [
    { seed: "first seed ✨", options: { setting: "modern" }, keep: [] },
    { seed: "b2", options: { setting: "dark-fantasy" }, keep: ["name", "race"] },
    { seed: "c3~4", options: { setting: "dark-fantasy" }, keep: ["name", "age"] },
  ],
};
const link: ShareLink = { recipe, version: 3, locked: ["name", "secret"], world: "0a1b2c3d" };

const params = (o: Record<string, string>) => new URLSearchParams(o);
const bad = (p: URLSearchParams) => {
  const r = decodeShare(p);
  if (r.status !== "error") throw new Error(`expected an error, got ${JSON.stringify(r)}`);
  return r.message;
};

describe("share links", () => {
  it("round-trips a recipe with earlier steps, options, locks, version and world", () => {
    const p = encodeShare(link);
    expect(p.get("seed")).toBe("c3~4");
    expect(p.get("keep")).toBe("name.age");
    expect(p.get("locked")).toBe("name.secret");
    expect(decodeShare(new URLSearchParams(p.toString()))).toEqual({ status: "ok", link });
  });

  it("round-trips a plain result as just a seed (and the version)", () => {
    const plain: ShareLink = { recipe: { steps: [{ seed: "abc", options: {}, keep: [] }] }, version: 1, locked: [] };
    const p = encodeShare(plain);
    expect(p.toString()).toBe("seed=abc&v=1");
    expect(decodeShare(p)).toEqual({ status: "ok", link: plain });
  });

  it("still opens an old link that carried locked values", () => {
    const lock = { name: { type: "text", value: "Ysolde" } };
    const b64 = btoa(JSON.stringify(lock)).replace(/=+$/, "");
    const r = decodeShare(params({ seed: "old", lock: b64 }));
    expect(r).toEqual({ status: "ok", link: { recipe: { steps: [{ seed: "old", options: {}, keep: [] }], legacyLocks: lock }, locked: [] } });
  });

  it("has nothing to say about an address without a seed", () => {
    expect(decodeShare(params({ foo: "bar" }))).toEqual({ status: "none" });
  });

  it("refuses damaged links with a clear message and no partial state", () => {
    const good = Object.fromEntries(encodeShare(link));
    expect(bad(params({ ...good, seed: "x".repeat(65) }))).toMatch(/65 characters long; a seed is at most 64/);
    expect(bad(params({ ...good, seed: "" }))).toMatch(/no seed/);
    expect(bad(params({ ...good, v: "two" }))).toMatch(/version/);
    expect(bad(params({ ...good, opt: "%%%not-base64" }))).toMatch(/options in this link are damaged/);
    expect(bad(params({ ...good, opt: btoa("[1,2]") }))).toMatch(/options/);
    expect(bad(params({ ...good, opt: btoa(JSON.stringify({ a: { nested: true } })) }))).toMatch(/options/);
    expect(bad(params({ ...good, prev: btoa("{}") }))).toMatch(/earlier steps/);
    expect(bad(params({ ...good, prev: btoa(JSON.stringify([["s"]])) }))).toMatch(/earlier steps/);
    expect(bad(params({ ...good, keep: "name.<script>" }))).toMatch(/kept fields/);
    expect(bad(params({ seed: "s", keep: "name" }))).toMatch(/do not match its earlier steps/);
    expect(bad(params({ ...good, locked: "a b" }))).toMatch(/locked fields/);
    expect(bad(params({ ...good, w: "nothex!!" }))).toMatch(/world fingerprint/);
    expect(bad(params({ seed: "s", lock: btoa(JSON.stringify({ name: "plain" })) }))).toMatch(/locked fields/);
    for (const m of [bad(params({ ...good, v: "0" }))]) expect(m).toMatch(/A new result was made instead\.$/);
  });

  it("checks a link against its generator: options and field names", () => {
    const gen = generatorFor("character");
    expect(checkShare(gen, link)).toBeUndefined();
    const wrongOption: ShareLink = { ...link, recipe: { steps: [{ seed: "s", options: { setting: "underwater" }, keep: [] }] } };
    expect(checkShare(gen, wrongOption)).toMatch(/options do not fit the Character generator.*high-fantasy/);
    const wrongField: ShareLink = { ...link, locked: ["wingspan"] };
    expect(checkShare(gen, wrongField)).toMatch(/field the Character generator does not have \("wingspan"\)/);
  });
});

describe("the last result kept per kind", () => {
  it("keeps each kind's last share link in sessionStorage and reads it back", () => {
    sessionStorage.clear();
    expect(lastShare("character")).toBeUndefined();
    keepLastShare("character", new URLSearchParams({ seed: "abc", locked: "name" }));
    keepLastShare("race", new URLSearchParams({ seed: "xyz" }));
    keepLastShare("character", new URLSearchParams({ seed: "def" }));
    expect(lastShare("character")?.toString()).toBe("seed=def");
    expect(lastShare("race")?.get("seed")).toBe("xyz");
  });
});
