// Checks every kind's results must pass: no leaked undefined/NaN/objects/tokens, a/an and
// pronoun agreement, required fields present and non-empty.
import { article } from "../../src/core/text.js";
import type { FieldValue, GeneratedResult } from "../../src/index.js";

/** Every human-readable string of a result, with a path for error messages. */
export function texts(r: GeneratedResult): [string, string][] {
  const out: [string, string][] = [
    ["name", r.name],
    ["summary", r.summary],
  ];
  r.tags.forEach((t, i) => out.push([`tags[${i}]`, t]));
  r.sections.forEach((s) => {
    out.push([`section ${s.title} title`, s.title]);
    out.push([`section ${s.title}`, s.markdown]);
  });
  for (const f of r.fields) for (const [p, t] of fieldTexts(f.value)) out.push([`field ${f.key}${p}`, t]);
  r.links.forEach((l, i) => out.push([`links[${i}]`, l.name]));
  return out;
}

function fieldTexts(v: FieldValue): [string, string][] {
  switch (v.type) {
    case "text":
      return [["", v.value]];
    case "number":
      return [["", v.text ?? String(v.value)]];
    case "list":
      return v.items.map((t, i) => [`[${i}]`, t]);
    case "link":
      return [[".link", v.link.name]];
    case "links":
      return v.links.map((l, i) => [`[${i}]`, l.name]);
    case "date":
      return [[".date", v.date.text]];
    case "table":
      return [
        ...v.columns.map((c, i): [string, string] => [`.col${i}`, c]),
        ...v.rows.flatMap((r, i) => r.map((c, j): [string, string] => [`[${i}][${j}]`, c])),
      ];
    case "pairs":
      return v.pairs.flatMap((p, i): [string, string][] => [
        [`[${i}].label`, p.label],
        [`[${i}].value`, p.value],
      ]);
  }
}

export function isEmptyField(v: FieldValue): boolean {
  switch (v.type) {
    case "text":
      return v.value.trim() === "";
    case "number":
      return !Number.isFinite(v.value);
    case "list":
      return v.items.length === 0 || v.items.some((t) => t.trim() === "");
    case "link":
      return v.link.name.trim() === "";
    case "links":
      return v.links.length === 0;
    case "date":
      return v.date.text.trim() === "";
    case "table":
      return v.rows.length === 0;
    case "pairs":
      return v.pairs.length === 0;
  }
}

// Words of a constructed language are set in *italics* or `code` and exempt from English rules.
function englishOnly(s: string): string {
  return s
    .replace(/\*[^*\n]+\*/g, " ")
    .replace(/`[^`\n]+`/g, " ")
    .replace(/_[^_\n]+_/g, " ");
}

const LEAKS: [RegExp, string][] = [
  [/\bundefined\b/, "undefined"],
  [/\bNaN\b/, "NaN"],
  [/\[object Object\]/, "[object Object]"],
  [/\{[^{}\s]*\}/, "unfilled template token"],
  [/\bnull\b/, "null"],
  [/ {3,}/, "run of spaces"],
];

const BAD_AGREEMENT = /\b(?:[Tt]hey (?:is|was|has|does)|(?:[Hh]e|[Ss]he) (?:are|were|have|do))\b/;

/** Problems found in one result, empty when it is clean. */
export function problems(r: GeneratedResult): string[] {
  const found: string[] = [];
  for (const [path, t] of texts(r)) {
    if (typeof t !== "string") {
      found.push(`${path}: not a string`);
      continue;
    }
    for (const [re, what] of LEAKS) if (re.test(t)) found.push(`${path}: ${what} in ${JSON.stringify(t.slice(0, 200))}`);
    const en = englishOnly(t);
    for (const m of en.matchAll(/(?<![\w'-])([Aa]n?) ([A-Za-z][\w'-]*)/g)) {
      const want = article(m[2] as string);
      if ((m[1] as string).toLowerCase() !== want) found.push(`${path}: "${m[0]}" should use "${want}"`);
    }
    const bad = BAD_AGREEMENT.exec(en);
    if (bad) found.push(`${path}: pronoun agreement "${bad[0]}"`);
  }
  if (r.name.trim() === "") found.push("empty name");
  if (r.summary.trim() === "") found.push("empty summary");
  if (r.sections.length < 2) found.push(`only ${r.sections.length} prose sections`);
  for (const s of r.sections) if (s.markdown.trim().length < 40) found.push(`section ${s.title} is too short`);
  return found;
}

export function missingRequired(r: GeneratedResult, required: readonly string[]): string[] {
  const miss: string[] = [];
  for (const key of required) {
    const f = r.fields.find((x) => x.key === key);
    if (!f) miss.push(`${key}: missing`);
    else if (isEmptyField(f.value)) miss.push(`${key}: empty`);
  }
  return miss;
}
