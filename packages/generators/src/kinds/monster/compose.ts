// The monster's name line, summary and prose, rendered from the finished entry (docs/generators.md,
// "The third edition"): the Encounter says how this body fights with the attacks its stat block
// makes, what it does when hurt, what its senses mean for a band, what its weakness buys at its
// threat and how many should go; Tracking says how a band finds it and what is left of it.
import { archetypeOf } from "../../core/archetype.js";
import type { ComposeContext, Composed } from "../../core/define.js";
import { PRONOUNS, type Pronouns } from "../../core/pronouns.js";
import { listOf, looksPlural as looksPluralWord } from "../../core/realise.js";
import { fill } from "../../core/template.js";
import { capitalise, sentence, withArticle } from "../../core/text.js";
import type { FieldValue, Json } from "../../core/types.js";
import { isSize } from "../../stats/bands.js";
import type { CreatureMeta } from "../../stats/index.js";
import { FAMILY, type MonsterArchetype } from "./archetypes.js";
import { FEEDS, PREY, REMAINS } from "./bodies.js";
import * as P from "./prose.js";
import { TABLES } from "./tables.js";
import { walkPick } from "./walk.js";
import { GROUND_LINE, LORE_LINE, TOOL_LINE, weakKind } from "./weakness.js";
import * as W from "./words.js";

export const pronounsOf = (a: MonsterArchetype): Pronouns => (a.pronoun === "she" ? PRONOUNS.she : PRONOUNS.it);

export const itemsOf = (v: FieldValue): readonly string[] => (v.type === "list" ? v.items : []);

/** looksPlural, remembered per word (the words are the archetypes' fixed phrases). */
const PLURAL = new Map<string, boolean>();
export function looksPlural(word: string): boolean {
  let v = PLURAL.get(word);
  if (v === undefined) {
    v = looksPluralWord(word);
    if (PLURAL.size < 8192) PLURAL.set(word, v);
  }
  return v;
}

/** Words that end a noun phrase's head: a participle, an -ing form, a relative or a preposition. */
const AFTER_HEAD =
  /^(the|a|an|it|its|they|above|inside|outside|overdue|beyond|along|around|against|into|onto|upon|among|beneath|below|between|toward|towards|past|off|up|down|who|that|which|of|on|in|from|at|by|with|to|under|behind|near|across|over|through|for|without|where|when|like|as|all|half|bent|torn|worn|gone|left|outward|strung|cut|bitten|broken|found|thrown|blown|hung|shaken|caught|eaten|drawn|spun|sunk|[a-z]+ed|[a-z]+ing)$/;

/** Whether a noun phrase takes a plural verb: "gnawed bones", "fence posts bent outward" yes, "a stench of wet fur" no. */
export function pluralPhrase(phrase: string): boolean {
  if (/^(a|an|one)\s/i.test(phrase)) return false;
  const words = phrase.toLowerCase().split(" ");
  let head = words[0] ?? "";
  for (let i = 1; i < words.length; i++) {
    if (AFTER_HEAD.test(words[i] as string)) break;
    head = words[i] as string;
  }
  return head !== "crew" && looksPlural(head);
}

export function threatOf(ctx: { meta<T extends Json>(key: string): T | undefined }): W.Threat {
  const t = ctx.meta<string>("threat");
  return (W.THREATS as readonly string[]).includes(t ?? "") ? (t as W.Threat) : "dangerous";
}

/** A weakness that is a way of acting ("staying on the path", "not looking back") is not carried or used like a thing. */
const CONDUCT = /^(not |being |staying |losing |[a-z]+ing\b)|\bto\b/;
const CARRIED = /^(Use|Bring|With|A little|Against)/;

/** The forms that can say what this weakness buys: by its kind (weakness.ts) and, for a thing carried, not "brought" when it is a way of acting. */
function weakForms(threat: W.Threat, w: string): readonly string[] {
  const kind = weakKind(w);
  if (kind === "ground") return GROUND_LINE[threat];
  if (kind === "lore") return LORE_LINE[threat];
  const all = TOOL_LINE[threat];
  if (!CONDUCT.test(w)) return all;
  const kept = all.filter((f) => !CARRIED.test(f));
  return kept.length > 0 ? kept : all;
}

/** Bodies and habits that keep to one place: a band finds the place, it follows no trail. */
const STAYS = /guards|one door|never leaves|bound to|keeps to one|waits at|sits on|stands guard|haunts (the|one|a) /;

/** What the entry calls its monster in prose: its archetype ("the sand wurm"), or "the swarm" for a plural one ("clockwork spiders"). */
export function nounOf(label: string): string {
  const l = label.toLowerCase();
  return looksPlural(l.split(" ").pop() ?? l) ? "swarm" : l;
}

/** The subjects a sentence may take: the given name, "the troll", the pronoun. */
export function subjects(name: string, label: string, p: Pronouns): readonly (readonly [string, string])[] {
  const given = name.split(",")[0] ?? name;
  const what = nounOf(label);
  return [
    [given, given],
    [`The ${what}`, `the ${what}`],
    // {s} stands as subject and object alike, so a pronoun whose forms differ ("she", "her") is left out.
    ...(p.subject === p.object ? [[capitalise(p.subject), p.subject] as const] : []),
  ];
}

export function composeMonster<O>(ctx: ComposeContext<O>): Composed {
  const family = FAMILY[ctx.options.setting];
  const a = archetypeOf(ctx, TABLES[family]);
  const p = pronounsOf(a);
  const seed = String(ctx.seed);
  const name = ctx.text("name");
  const type = ctx.text("type");
  const sizeMeta = ctx.meta<string>("size");
  const size = isSize(sizeMeta) ? sizeMeta : "large";
  const threat = threatOf(ctx);
  const place = ctx.text("habitat").replace(/^./, (c) => c.toLowerCase());
  const r = ctx.rng("summary");
  const where = r.pick(place.includes(" that ") ? ["of", "found in", "at home in"] : ["of", "found in", "that haunts", "at home in"]);
  const summary = sentence(`${capitalise(withArticle(`${W.THREAT_ADJ[threat]} ${nounOf(a.label)}`))} ${where} ${place}`);

  // Encounter: the attacks are the stat block's, in its order.
  const c = ctx.get("attacks").meta as unknown as CreatureMeta | undefined;
  const names = c && Array.isArray(c.attacks) ? c.attacks.map((x) => x.name.toLowerCase()) : [];
  const first = names[0] ?? "bite";
  const restItems = names.slice(1).map((x) => `${p.determiner} ${x}`);
  const rest = listOf(restItems);
  const restPlural = restItems.length > 1 || (restItems.length === 1 && looksPlural(names[1] ?? ""));
  // The prose says what one weakness buys; the field lists them all.
  const weak = itemsOf(ctx.get("weaknesses")).slice(0, 1);
  const w = listOf(weak, "or");
  const wPlural = weak.length > 0 && pluralPhrase(weak[weak.length - 1] as string);
  const firstPlural = looksPlural(first);
  const vars = {
    strikes: firstPlural ? "strike" : "strikes",
    buy: wPlural ? "buy" : "buys",
    turn: wPlural ? "turn" : "turns",
    has: wPlural ? "have" : "has",
    was: wPlural ? "were" : "was",
    first,
    rest,
    Rest: capitalise(rest),
    follow: restPlural ? "follow" : "follows",
    come: restPlural ? "come" : "comes",
    w,
    W: capitalise(w),
    is: wPlural ? "are" : "is",
    type,
  };
  const t = ctx.rng("encounter");
  const speed = a.speed ?? "";
  const ranged = c?.attacks[0]?.range === "ranged";
  const opening = ranged
    ? P.OPEN_RANGED
    : speed.startsWith("burrow")
      ? P.OPEN_BURROW
      : speed.startsWith("fly") && a.body === "swarm"
        ? P.OPEN_SWARM_FLY
        : speed.startsWith("fly") && a.body !== "spirit"
          ? P.OPEN_FLY
          : P.OPEN[a.body];
  const powers = itemsOf(ctx.get("powers")).join(" ");
  const moves: P.SenseClass | undefined = speed.startsWith("burrow")
    ? "burrow"
    : speed.startsWith("fly") && a.body !== "spirit" && a.body !== "swarm"
      ? "flight"
      : undefined;
  const sense = P.SENSE_TEST.find(([, re]) => re.test(powers))?.[0] ?? moves;
  const subs = subjects(name, a.label, p);
  const say = (form: string, v: Record<string, string>) => {
    const [S, sub] = t.pick(subs);
    v.S = S;
    v.s = sub;
    return fill(form, v, p);
  };
  const encounter = [
    say(walkPick(seed, "open", opening), vars),
    rest ? say(walkPick(seed, "follow", P.FOLLOW), vars) : "",
    say(walkPick(seed, "hurt", P.HURT[a.body]), vars),
    sense ? say(walkPick(seed, "sense", P.SENSE_LINE[sense]), vars) : "",
    w ? say(walkPick(seed, "weak", weakForms(threat, w)), vars) : "",
    say(walkPick(seed, "close", P.CLOSE[threat][ctx.options.tone]), vars),
  ];

  // Tracking: how a band finds it, then what is left of it.
  const signs = itemsOf(ctx.get("signs"));
  const spoils = itemsOf(ctx.get("harvestables"));
  const s0 = signs[0] ?? "";
  const h0 = spoils[0] ?? "";
  const diet = ctx.text("diet").replace(/^.(?![A-Z])/, (x) => x.toLowerCase());
  const stays = STAYS.test(ctx.text("behaviour"));
  // A diet told with a participle or a clause ("cattle stolen from the shore") cannot be counted or go missing.
  const prey =
    FEEDS.has(a.body) &&
    PREY.test(diet) &&
    !/^(anything|whatever)|\b(who|that|[a-z]+ed|taken|stolen|from|above|else|of)\b/i.test(diet) &&
    !stays &&
    !/^(living |raw |fresh )?(flesh|meat|blood|carrion)\b/i.test(diet);
  const s0Plural = pluralPhrase(s0);
  const tvars = {
    s0,
    S0: capitalise(s0),
    is0: s0Plural ? "are" : "is",
    turn: s0Plural ? "turn" : "turns",
    mean: s0Plural ? "mean" : "means",
    h0,
    H0: capitalise(h0),
    is: pluralPhrase(h0) ? "are" : "is",
    diet,
    Diet: capitalise(diet),
    type,
  };
  const tracking = [
    s0 ? say(walkPick(seed, "sign", stays ? P.SIGN_STAY : P.SIGN_RANGE), tvars) : "",
    prey ? say(walkPick(seed, "prey", P.PREY_LINE), tvars) : "",
    h0 ? say(walkPick(seed, "spoil", threat === "legendary" ? P.SPOIL_LEGEND : P.SPOIL_LINE[REMAINS[a.body]]), tvars) : "",
  ];
  return {
    name,
    summary,
    sections: [
      { title: "Encounter", markdown: encounter.filter(Boolean).join(" ") },
      { title: "Tracking", markdown: tracking.filter(Boolean).join(" ") },
    ],
    tags: [type, size, ctx.meta<string>("habitat") ?? "wilds", threat, ctx.options.setting],
  };
}
