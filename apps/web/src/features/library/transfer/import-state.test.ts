import { describe, expect, it } from "vitest";
import { BUNDLE_FORMAT, BUNDLE_VERSION, type Bundle } from "./bundle/schema";
import { importReducer, initialImportState, type ImportState } from "./import-state";

const bundle: Bundle = {
  format: BUNDLE_FORMAT,
  version: BUNDLE_VERSION,
  exported_at: "2026-11-25T00:00:00Z",
  app: "worldloom",
  universes: [],
  items: [],
  links: [],
  stories: [],
};
const conflict = { index: 0, name: "Ada", kind: "character", existing_id: "x", existing_name: "Ada" };

const preview = (): ImportState =>
  importReducer(importReducer(initialImportState, { type: "reading", file: "b.json" }), {
    type: "checked",
    file: "b.json",
    bundle,
    upload: "up1",
    conflicts: [],
  });

describe("import dialog reducer", () => {
  it("starts at pick, with copies chosen, nothing kept public and no drag", () => {
    expect(initialImportState).toEqual({ at: { step: "pick" }, choice: "copy", keepPublic: false, dragging: false });
  });

  it("goes from reading to preview once the bundle is checked, not raced", () => {
    const reading = importReducer(initialImportState, { type: "reading", file: "b.json" });
    expect(reading.at).toEqual({ step: "reading", file: "b.json" });
    expect(preview().at).toEqual({ step: "preview", file: "b.json", bundle, upload: "up1", conflicts: [], raced: false });
  });

  it("reports an invalid file with its problems, and a new file can be read after it", () => {
    const problems = [{ entry: "item" as const, position: 2, name: "", reason: "it has no name" }];
    const invalid = importReducer(initialImportState, { type: "invalid", file: "bad.json", message: "Not a bundle.", problems });
    expect(invalid.at).toEqual({ step: "invalid", file: "bad.json", message: "Not a bundle.", problems });
    expect(importReducer(invalid, { type: "reading", file: "good.json" }).at).toEqual({ step: "reading", file: "good.json" });
  });

  it("asks again when conflicts appear between the check and Import, keeping the preview", () => {
    const raced = importReducer(preview(), { type: "raced", conflicts: [conflict] });
    expect(raced.at).toMatchObject({ step: "preview", upload: "up1", conflicts: [conflict], raced: true });
  });

  it("ignores a late race report once the dialog has left the preview", () => {
    const reading = importReducer(preview(), { type: "reading", file: "other.json" });
    expect(importReducer(reading, { type: "raced", conflicts: [conflict] })).toBe(reading);
  });

  it("keeps the choices and the drag highlight apart from the step", () => {
    let s = importReducer(preview(), { type: "choose", choice: "replace" });
    s = importReducer(s, { type: "keep-public", keep: true });
    s = importReducer(s, { type: "drag", over: true });
    expect(s).toMatchObject({ choice: "replace", keepPublic: true, dragging: true, at: { step: "preview" } });
    expect(importReducer(s, { type: "drag", over: false }).dragging).toBe(false);
  });
});
