import { describe, expect, it } from "vitest";
import { DiskGuard, isDiskFull } from "./disk.js";
import { statusForSqlState, toRestError } from "./rest/errors.js";

const logger = () => {
  const lines: { level: string; obj: object; msg: string }[] = [];
  return {
    lines,
    error: (obj: object, msg: string) => lines.push({ level: "error", obj, msg }),
    info: (obj: object, msg: string) => lines.push({ level: "info", obj, msg }),
  };
};

describe("isDiskFull", () => {
  it("knows ENOSPC, EDQUOT and Postgres' 53100, and nothing else", () => {
    expect(isDiskFull(Object.assign(new Error("write failed"), { code: "ENOSPC" }))).toBe(true);
    expect(isDiskFull(Object.assign(new Error("quota"), { code: "EDQUOT" }))).toBe(true);
    expect(isDiskFull({ code: "53100", message: 'could not extend file "base/5/1": No space left on device' })).toBe(true);
    expect(isDiskFull(Object.assign(new Error("x"), { code: "53200" }))).toBe(false);
    expect(isDiskFull(new Error("boom"))).toBe(false);
    expect(isDiskFull(undefined)).toBe(false);
  });

  it("maps to a 507 with PostgREST's body and Postgres' disk_full code", () => {
    expect(statusForSqlState("53100", "", false)).toBe(507);
    expect(statusForSqlState("53200", "", false)).toBe(503);
    const err = toRestError({ code: "53100", message: "could not extend file", severity: "ERROR" }, false);
    expect(err.status).toBe(507);
    expect(err.body()).toEqual({
      code: "53100",
      message: "The server's disk is full; nothing was saved. Try again later.",
      details: "could not extend file",
      hint: null,
    });
    expect(toRestError(Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }), true).status).toBe(507);
  });
});

describe("DiskGuard", () => {
  it("refuses below the reserve, logs once per episode, and reads again after cacheMs", async () => {
    let free = 100;
    let reads = 0;
    const guard = new DiskGuard({ dirs: ["/a", "/b"], reserveBytes: 50, cacheMs: 60_000, freeBytes: async (d) => (reads++, d === "/b" ? free : 1000) });
    const log = logger();
    guard.setLogger(log);
    expect(await guard.low()).toBe(false);
    expect(reads).toBe(2);
    free = 10;
    expect(await guard.low()).toBe(false); // the cached reading
    guard.forget();
    expect(await guard.low()).toBe(true);
    expect(await guard.low()).toBe(true);
    expect(log.lines.map((l) => l.level)).toEqual(["error"]);
    expect(log.lines[0]!.obj).toMatchObject({ diskFull: true, dir: "/b", freeBytes: 10, reserveBytes: 50 });
    free = 100;
    guard.forget();
    expect(await guard.low()).toBe(false);
    expect(log.lines.map((l) => l.level)).toEqual(["error", "info"]);
  });

  it("is off with a reserve of 0, and an unreadable directory is not a reason to refuse", async () => {
    const off = new DiskGuard({ dirs: ["/a"], reserveBytes: 0, freeBytes: async () => 0 });
    expect(await off.low()).toBe(false);
    const missing = new DiskGuard({ dirs: ["/nope"], reserveBytes: 10, freeBytes: async () => Promise.reject(new Error("ENOENT")) });
    expect(await missing.low()).toBe(false);
  });

  it("logs a failed write once until a write succeeds", () => {
    const guard = new DiskGuard({ dirs: [], reserveBytes: 0 });
    const log = logger();
    guard.setLogger(log);
    guard.noteFull({ n: 1 });
    guard.noteFull({ n: 2 });
    guard.noteRoom();
    guard.noteFull({ n: 3 });
    expect(log.lines.map((l) => [l.level, (l.obj as { n?: number }).n])).toEqual([
      ["error", 1],
      ["info", undefined],
      ["error", 3],
    ]);
  });
});
