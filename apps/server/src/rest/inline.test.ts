import { describe, expect, it } from "vitest";
import { inlineParams, literal } from "./inline.js";

describe("literal", () => {
  it("dollar-quotes text, numbers and booleans, and writes NULL for null", () => {
    expect(literal("it's")).toBe("$wl$it's$wl$");
    expect(literal(20)).toBe("$wl$20$wl$");
    expect(literal(true)).toBe("$wl$true$wl$");
    expect(literal(null)).toBe("NULL");
  });

  it("picks a tag the value cannot close", () => {
    expect(literal("a$wl$b")).toBe("$wl1$a$wl$b$wl1$");
    // "x$wl" + "$wl$" would close early at "$wl$wl$": a value ending in part of the tag gets another one.
    expect(literal("x$wl")).toBe("$wl1$x$wl$wl1$");
    expect(literal("$wl$$wl1$")).toBe("$wl2$$wl$$wl1$$wl2$");
  });

  it("refuses NULs and values the driver encodes itself", () => {
    expect(literal("a\u0000b")).toBeUndefined();
    expect(literal(Buffer.from("x"))).toBeUndefined();
    expect(literal(["a"])).toBeUndefined();
    expect(literal(new Date(0))).toBeUndefined();
  });
});

describe("inlineParams", () => {
  it("replaces placeholders, keeping casts", () => {
    expect(inlineParams(`select * from t where "id" = $1 limit $2::bigint`, ["7", 20])).toBe(
      `select * from t where "id" = $wl$7$wl$ limit $wl$20$wl$::bigint`,
    );
  });

  it("tells $10 from $1", () => {
    const params = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(inlineParams("select $1, $10", params)).toBe("select $wl$1$wl$, $wl$10$wl$");
  });

  it("leaves quoted identifiers and string constants alone", () => {
    expect(inlineParams(`select "a$1", 'b$1''$1', "c""$1" from t where x = $1`, ["v"])).toBe(
      `select "a$1", 'b$1''$1', "c""$1" from t where x = $wl$v$wl$`,
    );
  });

  it("gives up on SQL it does not own and on values it cannot inline", () => {
    expect(inlineParams("select $$x$$", ["v"])).toBeUndefined();
    expect(inlineParams("select a$1", ["v"])).toBeUndefined();
    expect(inlineParams("select $2", ["v"])).toBeUndefined();
    expect(inlineParams("select $1", ["a\u0000"])).toBeUndefined();
  });

  it("keeps a statement without parameters as it is", () => {
    expect(inlineParams("select 1", [])).toBe("select 1");
  });
});
