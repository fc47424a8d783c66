// Which errors are "the database cannot be reached" (a 503 with Retry-After) and which are not.
import { connect } from "node:net";
import { open } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { isConnectionError, isDatabaseUnavailable } from "../../src/db/unavailable.js";

function socketError(path: string): Promise<Error> {
  return new Promise((resolve) => connect(path).on("error", resolve));
}

describe("isDatabaseUnavailable", () => {
  it("counts a Unix socket that is not there (PostgreSQL stopped) and a refused TCP port", async () => {
    const e = await socketError("/tmp/wl-no-such-postgres/.s.PGSQL.5432");
    expect((e as NodeJS.ErrnoException).code).toBe("ENOENT");
    expect(isDatabaseUnavailable(e)).toBe(true);
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED", syscall: "connect" });
    expect(isConnectionError(refused)).toBe(true);
  });

  it("does not count a missing file, which is a 404 for storage, not a database outage", async () => {
    const e = await open("/tmp/wl-no-such-dir/object.bin").catch((err: unknown) => err);
    expect((e as NodeJS.ErrnoException).code).toBe("ENOENT");
    expect(isDatabaseUnavailable(e)).toBe(false);
    expect(isConnectionError(new Error("plain"))).toBe(false);
  });

  it("reads PostgreSQL's own codes: 08xxx and 57P01-57P03, not a constraint violation", () => {
    const pg = (code: string) => Object.assign(new Error("x"), { code, severity: "ERROR" });
    expect(isDatabaseUnavailable(pg("57P01"))).toBe(true);
    expect(isDatabaseUnavailable(pg("08006"))).toBe(true);
    expect(isDatabaseUnavailable(pg("23505"))).toBe(false);
  });
});
