// Checks of a class entry's rules text, read from the text as a game master reads it, not from the
// generator's own bookkeeping: whatever a feature refers to ("while raging", "your drone turret")
// is granted by a feature at the same or a lower level; the resource has a stated pool and at
// least two features spend it at a stated cost; the role and playstyle are borne out by the
// features; one action and rest vocabulary; no feature without a number or a condition; no
// feature or path named twice over ("Rage: rage", "Field Fabricator: fabricates").
import type { FieldValue, GeneratedResult } from "../../src/index.js";

// Kept free of vitest, so a script can run these checks too.
function field(r: GeneratedResult, key: string): FieldValue {
  const f = r.fields.find((x) => x.key === key);
  if (!f) throw new Error(`no field ${key}`);
  return f.value;
}
function text(r: GeneratedResult, key: string): string {
  const v = field(r, key);
  return v.type === "text" ? v.value : v.type === "list" ? v.items.join(", ") : "";
}

export interface Cell {
  readonly level: number;
  readonly name: string;
  /** The rules text after "Name: ". */
  readonly body: string;
}

/** The features of the level table (its last column), structural steps left out. */
export function cells(r: GeneratedResult): Cell[] {
  const v = field(r, "progression");
  if (v.type !== "table") throw new Error("progression is not a table");
  return v.rows.flatMap((row) =>
    (row[row.length - 1] ?? "")
      .split("; ")
      .filter((p) => p.includes(": "))
      .map((p) => ({ level: Number(row[0]), name: p.slice(0, p.indexOf(": ")), body: p.slice(p.indexOf(": ") + 2) })),
  );
}

// Things a character always has, so "your X" needs no feature to grant it.
const OWN = new Set(
  (
    "action bonus reaction turn next own armour shield weapon weapons hand hands hit hits speed way mind thoughts body face feet footing guard " +
    "move movement attack attacks save saves side back eyes eye voice skin blood life name first last ally allies friend friends comrade " +
    "comrades foe foes enemy enemies opponent opponents level choice place word words heart breath wounds party squad crew crewmates " +
    "proficiency years prayers fists teeth gear kit pack tools spells current blow blows roll rolls nerve wits " +
    "strength dexterity constitution intelligence wisdom charisma damage"
  ).split(" "),
);
// States a "while …" may name without a feature granting them.
const OPEN_STATES = new Set(
  "you hidden unseen awake mounted flying prone standing wearing in on within inside holding airborne grappled a an it they".split(" "),
);
// States that a feature must grant, and how the granting feature says so.
const GRANTED_STATES: Readonly<Record<string, RegExp>> = {
  raging: /\b(?:enter|fly into|go into) a (?:\w+ )?rage\b/,
  enraged: /\b(?:enter|fly into|go into) a (?:\w+ )?rage\b/,
};

/** References in the rules text to something no feature at that level or lower has granted. */
export function referenceFaults(r: GeneratedResult): string[] {
  const cs = cells(r);
  const gear = text(r, "proficiencies").toLowerCase();
  const out: string[] = [];
  for (const c of cs) {
    const before = cs.filter((x) => x.level <= c.level);
    // What the earlier features introduce: their text with its "your …" references taken out ("as your quarry" introduces).
    const intro = before.map((x) => x.body.replace(/\b(?<!as )your [\w'-]+/g, "")).join(" | ");
    for (const m of c.body.matchAll(/\bwhile (\w+)/g)) {
      const w = m[1]!;
      if (w === "your" || OPEN_STATES.has(w)) continue;
      const grant = GRANTED_STATES[w];
      if (!grant) out.push(`${c.name}: unknown state "while ${w}"`);
      else if (!before.some((x) => grant.test(x.body))) out.push(`${c.name}: "while ${w}" but nothing grants it by level ${c.level}`);
    }
    for (const m of c.body.matchAll(/\byour ([\w'-]+)/g)) {
      const w = m[1]!.replace(/'s$/, "");
      if (OWN.has(w.toLowerCase()) || gear.includes(w.toLowerCase().replace(/s$/, ""))) continue;
      if (!new RegExp(`\\b${w}`).test(intro)) out.push(`${c.name}: "your ${w}" but no feature by level ${c.level} grants it`);
    }
  }
  return out;
}

/** The resource's unit as the costs name it ("fury point"), from the field's meta. */
function unitOf(r: GeneratedResult): string {
  const m = field(r, "resource").meta as { unit?: string } | undefined;
  return m?.unit ?? "";
}

/** A resource whose pool is unstated, or that fewer than two features spend at a stated cost. */
export function spendFaults(r: GeneratedResult): string[] {
  // The unit's stem, so "spend 2 supplies" counts for the unit "supply".
  const unit = unitOf(r).split(" ")[0]!.toLowerCase().slice(0, 4);
  const out: string[] = [];
  if (!/\d/.test(text(r, "resource"))) out.push(`no pool in "${text(r, "resource")}"`);
  const spenders = cells(r).filter((c) => new RegExp(`\\bspend(?:ing)? (?:\\d+|one|two|three) ${unit}`, "i").test(c.body));
  if (spenders.length < 2) out.push(`${spenders.length} features spend ${unit}`);
  return out;
}

const ALLY = /\b(?:ally|allies|friend|friends|comrade|comrades|crew|crewmate|crewmates|follower|followers|squad|party|client|charge)\b/;
const HEAL = /\b(?:heal(?:s|ing)?|regains?|restor(?:e|es|ing))\b[^;]*?\d+d\d+|\d+d\d+ (?:temporary )?hit points/;
const HEX = /\b(?:hex|hexes|hexed|curses?|cursed|cursing)\b/;
// What each word of a role asks of the features: a pattern, and how many features must match it.
const ROLE_NEEDS: readonly (readonly [RegExp, RegExp, number])[] = [
  [/\bheal(?:er)?\b/, HEAL, 1],
  [/\bhexer\b/, HEX, 1],
  [/\b(?:support|leader)\b/, ALLY, 2],
  [/\b(?:defender|protector)\b/, ALLY, 1],
  [/\bstriker|blaster|trooper\b/, /\d+d\d+/, 1],
  [
    /\bcontroller\b/,
    /\b(?:prone|stun\w*|restrain\w*|pin\w*|push\w*|slow\w*|frighten\w*|charm\w*|hold\w*|daze\w*|stop\w*|lock\w*|sleep|shov\w*|hurl\w*|knock\w*|den(?:y|ies)|bind\w*|root\w*)\b/,
    1,
  ],
  [/\bscout\b/, /\b(?:hide|hidden|unseen|track\w*|trail\w*|spot\w*|scout\w*|notice\w*|sense\w*)\b/, 1],
  [/\b(?:undead-bane|spirit)\b/, /\b(?:undead|dead|spirits?|ghosts?|corpses?)\b/, 1],
  [/\bgunner\b/, /\b(?:shoot\w*|shot|shots|fire\w*|guns?|rifles?)\b/, 1],
  [/\bpilot\b/, /\b(?:fly|flies|pilot\w*|craft|ship|fighter)\b/, 1],
  [/\bseer\b/, /\b(?:foresee\w*|omens?|portents?|fate|visions?)\b/, 1],
  [/\bface\b/, /\b(?:persuad\w*|lies|lying|liar|questions?|truth|contacts?)\b/, 1],
];
// What a playstyle promises, and what the features must show for it.
const STYLE_NEEDS: readonly (readonly [RegExp, RegExp])[] = [
  [/terrif|fear|dread|doom/, /\b(?:frighten\w*|flee\w*|fear|nerve|terrif\w*|doom)\b/],
  [/\bheal|patch/, HEAL],
  [/\bhex|curse/, HEX],
  [/sentr|turret|drone/, /\b(?:sentry|sentries|turret|drones?)\b/],
  [
    /party's guns|guns for/,
    /\b(?:ally's|allies'|friend's|friends'|comrade's|comrades'|an ally|a friend|a comrade|allies|friends|comrades)\b[^;]*\b(?:guns?|rifles?|weapons?)\b/,
  ],
  [/\block/, /\blocks?\b/],
  [/\bhides?\b|shadows|unseen/, /\b(?:hide|hidden|unseen|invisible)\b/],
  [/\btrack/, /\b(?:track\w*|trail)\b/],
];

/** A role or playstyle word that no feature bears out. */
export function roleFaults(r: GeneratedResult): string[] {
  const bodies = cells(r).map((c) => c.body);
  const role = text(r, "role").toLowerCase();
  const out: string[] = [];
  for (const [word, need, n] of ROLE_NEEDS)
    if (word.test(role) && bodies.filter((b) => need.test(b)).length < n) out.push(`role "${role}" but fewer than ${n} features match ${need}`);
  const style = text(r, "playstyle").toLowerCase();
  for (const [word, need] of STYLE_NEEDS)
    if (word.test(style) && !bodies.some((b) => need.test(b))) out.push(`playstyle "${style}" but no feature matches ${need}`);
  return out;
}

const BANNED_WORDING =
  /quick action|alongside your action|free action|once a day|once per day|between (?:long )?rests|once per rest|once a turn|once each|using your reaction|as your reaction|once per round|ten rounds|a full minute/;
// A number (in figures or words: "halve", "twice"), a range or a condition.
const CONDITION =
  /\d|\b(?:when|whenever|while|if|until|unless|against|within|advantage|disadvantage|resistance|immune|immunity|half|halve|halves|halved|halving|modifier|an? (?:minute|hour|day|mile|round|week|kilometre|night)|double|twice|maximum|once|one|two|three|second)\b/;
const stem = (w: string) => w.toLowerCase().slice(0, 5);

/** Mixed action or rest wording, a feature with neither a number nor a condition, a name said twice. */
export function wordingFaults(r: GeneratedResult): string[] {
  const out: string[] = [];
  for (const c of cells(r)) {
    const m = BANNED_WORDING.exec(c.body);
    if (m) out.push(`${c.name}: "${m[0]}"`);
    if (!CONDITION.test(c.body)) out.push(`${c.name}: vague ("${c.body}")`);
    const first = c.body
      .replace(/^(?:as a (?:bonus action|reaction)|once per (?:turn|short rest|long rest)|for 1 minute),? /, "")
      .replace(/^spend [^ ]+ [^ ]+(?: of [^ ]+)? (?:as a (?:bonus action|reaction) )?to /, "");
    const w0 = first.split(/[\s,]+/)[0] ?? "";
    if (c.name.split(/[\s'-]+/).some((n) => n.length >= 4 && stem(n) === stem(w0))) out.push(`${c.name}: named twice ("${c.name}: ${first}")`);
  }
  return out;
}

/** A path whose gloss repeats a word of its name ("Field Fabricator: fabricates ammunition"). */
export function pathFaults(r: GeneratedResult): string[] {
  const out: string[] = [];
  const paths = r.sections.find((s) => s.title === "Paths")?.markdown ?? "";
  for (const line of paths.split("\n").filter((l) => l.startsWith("- "))) {
    const m = /\*\*([^*]+)\*\*:? ?(.*)$/.exec(line);
    if (!m) continue;
    const names = m[1]!.split(/[\s'-]+/).filter((w) => w.length >= 5);
    // The gloss alone: the path's features follow it ("… 3rd level, *Sic 'Em*: …").
    const gloss = (m[2]!.split(/\. \d/)[0] ?? "").split(/[\s,.;'-]+/).filter((w) => w.length >= 5);
    for (const n of names) if (gloss.some((g) => stem(g) === stem(n))) out.push(`path "${m[1]}" repeats "${n}": ${line}`);
  }
  return out;
}
