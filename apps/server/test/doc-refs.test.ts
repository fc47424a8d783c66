// Every document a comment cites is a file in this repository, and every section it cites
// (`docs/wire-protocol.md §3.12`) is a heading there. A citation is a path ending in .md that
// has a folder in it or an upper-case name (README.md); `§` in a comment must follow one.
// Markdown files are checked too: their relative links must resolve. A comment never cites an issue
// by its number: issues close and move, and the reason belongs in the comment or a document here.
// Applied migrations are the exception: their files are checksummed and never change.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../../../", import.meta.url).pathname;
const SKIP_DIRS = new Set(["node_modules", "dist", ".data", "coverage", ".git", "golden", "screenshots", "test-results", "tmp"]);
const CODE = /\.(ts|tsx|js|mjs|cjs|sql|css|sh)$/;

function walk(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) {
      if ((!SKIP_DIRS.has(e.name) && !e.name.startsWith(".")) || e.name === ".ci") walk(join(dir, e.name), out);
    } else if (CODE.test(e.name) || e.name.endsWith(".md") || (dir.endsWith(".ci") && e.name === "run")) {
      out.push(join(dir, e.name));
    }
  }
  return out;
}

/** The comment part of a line of code, or null when the line has none. */
export function commentOf(line: string, file: string): string | null {
  const t = line.trim();
  if (file.endsWith(".sql")) {
    const i = line.indexOf("--");
    return i === -1 ? null : line.slice(i + 2);
  }
  if (file.endsWith(".sh") || file.endsWith("/run")) return t.startsWith("#") ? t.slice(1) : null;
  if (t.startsWith("//") || t.startsWith("/*") || t.startsWith("*")) return t.replace(/^(\/\/+|\/\*+|\*)/, "");
  // A trailing comment after code: "//" preceded by a space (not part of a URL like https://).
  const m = / \/\/ (.*)$/.exec(line);
  return m ? m[1]! : null;
}

const CITATION = /(?<![\w/.-])((?:[\w.-]+\/)+[\w.-]+\.md|[A-Z][A-Z0-9_-]*\.md)(?![\w-])/g;

function resolveDoc(cited: string, fromFile: string): string | undefined {
  for (const base of [root, dirname(fromFile)]) {
    const p = join(base, cited);
    if (existsSync(p)) return p;
  }
  return undefined;
}

/** Whether the document has a heading for section id ("3.12"), or a numbered item "N." under the heading of section "A" for "A.N". */
function hasSection(doc: string, id: string): boolean {
  const lines = doc.split("\n");
  const heading = new RegExp(`^#+ .*§${id.replace(/\./g, "\\.")}(?![\\d.])`);
  if (lines.some((l) => heading.test(l))) return true;
  const m = /^(\d+)\.(\d+)$/.exec(id);
  if (!m) return false;
  const start = lines.findIndex((l) => new RegExp(`^#+ §${m[1]}(?![\\d.])`).test(l));
  if (start === -1) return false;
  for (const l of lines.slice(start + 1)) {
    if (/^#+ /.test(l) && !/^#{3,} /.test(l)) break;
    if (new RegExp(`^${m[2]}\\. `).test(l)) return true;
  }
  return false;
}

export function problemsIn(file: string, text: string): string[] {
  const problems: string[] = [];
  const rel = relative(root, file);
  text.split("\n").forEach((line, i) => {
    const where = `${rel}:${i + 1}`;
    if (file.endsWith(".md")) {
      // A link inside a code span is an example, not a link.
      for (const m of line.replace(/`[^`]*`/g, "").matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
        const target = m[1]!;
        if (/^[a-z]+:/.test(target)) continue;
        if (!existsSync(join(dirname(file), target))) problems.push(`${where}: link to ${target}, which does not exist`);
      }
      return;
    }
    const comment = commentOf(line, file);
    if (comment === null) return;
    if (/\b[Ii]ssues? ?#?\d+\b/.test(comment) && !rel.startsWith("supabase/migrations/"))
      problems.push(`${where}: cites an issue number; say why in the comment, or cite a document in the repository`);
    if (/protocol reference/i.test(comment)) problems.push(`${where}: cites "the protocol reference"; cite docs/wire-protocol.md §…`);
    let lastDoc: { path: string; text: string } | undefined;
    let firstCitation = Infinity;
    for (const m of comment.matchAll(CITATION)) {
      const cited = m[1]!;
      const path = resolveDoc(cited, file);
      if (!path) {
        problems.push(`${where}: cites ${cited}, which is not a file in the repository`);
        continue;
      }
      firstCitation = Math.min(firstCitation, m.index);
      lastDoc = { path, text: readFileSync(path, "utf8") };
      // Sections cited right after this path, up to the next path.
      const rest = comment.slice(m.index + cited.length).split(CITATION)[0]!;
      for (const s of rest.matchAll(/§(\d+(?:\.\d+)?)/g)) {
        if (!hasSection(lastDoc.text, s[1]!)) problems.push(`${where}: ${cited} has no section §${s[1]}`);
      }
    }
    const firstSection = comment.indexOf("§");
    if (firstSection !== -1 && firstSection < firstCitation) {
      problems.push(`${where}: cites a section (§) without the document it is in (e.g. docs/spec.md §2)`);
    }
  });
  return problems;
}

describe("document references", () => {
  it("recognises what it should", () => {
    const f = join(root, "apps/server/src/x.ts");
    expect(problemsIn(f, "// see docs/wire-protocol.md §3.12 and §5.3")).toEqual([]);
    expect(problemsIn(f, "// see docs/spec.md §2/§4/§8")).toEqual([]);
    expect(problemsIn(f, "// the protocol reference §3.2")).toHaveLength(2);
    expect(problemsIn(f, "// spec §9")).toHaveLength(1);
    expect(problemsIn(f, "// GENERATORS.md asks for it")).toHaveLength(1);
    expect(problemsIn(f, "// docs/nothing-here.md")).toHaveLength(1);
    expect(problemsIn(f, "// docs/wire-protocol.md §9.9")).toHaveLength(1);
    expect(problemsIn(f, "// docs/wire-protocol.md §5.99")).toHaveLength(1);
    expect(problemsIn(f, 'const s = "spec §9"; // index.md and <kind>/<slug>.md are data, not documents')).toEqual([]);
    expect(problemsIn(join(root, "supabase/migrations/x.sql"), "select 1; -- docs/bundle-format.md")).toEqual([]);
    expect(problemsIn(f, "// composed from parts (issue 16 variety)")).toHaveLength(1);
    expect(problemsIn(f, "/** Issue 21's goal. */")).toHaveLength(1);
    expect(problemsIn(f, 'const s = "issue 16"; // the tissue 3 layers')).toEqual([]);
    expect(problemsIn(join(root, "supabase/migrations/x.sql"), "-- Issue 3: owners update their profile")).toEqual([]);
    expect(problemsIn(join(root, "docs/x.md"), "[a](missing.md) [b](spec.md) [c](https://example.com)")).toHaveLength(1);
  });

  it("every comment's document and section exists, and every Markdown link resolves", () => {
    const files = walk(root);
    expect(files.length).toBeGreaterThan(200);
    const problems = files.flatMap((f) => problemsIn(f, readFileSync(f, "utf8")));
    expect(problems, "cite documents that are in the repository: docs/… (see docs/README.md)").toEqual([]);
  });
});
