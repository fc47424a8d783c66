// The location kind's prose: the Arrival, Places of note, History and Dangers sections, rendered
// from the entry's archetype (head count, who rules at that scale) and its fields.
import type { ComposeContext, Composed } from "../../core/define.js";
import { floor, max } from "../../core/int.js";
import { looksPlural, midName, quantity } from "../../core/realise.js";
import { fill } from "../../core/template.js";
import { article, joinList } from "../../core/text.js";
import type { LocArchetype } from "./archetypes.js";
import { EMPTY_LINES, FALL_CLOSERS, PEOPLE_LINES } from "./people.js";
import * as S from "./words-prose.js";

interface Region {
  where: string;
  climate: string;
}

/** How a village's parts are named: not wards or quarters. */
const VILLAGE_LINES = ["Its houses gather around {list}.", "Villagers speak of {list}.", "Its corners are {list}.", "Life goes on around {list}."] as const;
const KNOWN_FOR = ["known for", "famous for", "noted for", "marked out by"] as const;
/** Whether a sense reads as many things: "bells marking the hours", "dogs barking". */
const manyOf = (s: string) => looksPlural(s) || looksPlural(s.split(" ")[0] ?? "");
const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** How many people to a house, by tier (a village's families are bigger than a city's flats). */
const PER_HOME = { village: 5, town: 6, city: 8, fort: 20, none: 4 } as const;

export function composeLocation(ctx: ComposeContext<unknown>, region: Region, a: LocArchetype): Composed {
  const name = ctx.text("name");
  const mid = midName(name);
  const type = ctx.text("type");
  const settled = a.tier !== "none";
  const r = ctx.rng("prose");
  const list = (k: string) => {
    const v = ctx.get(k);
    return v.type === "list" ? v.items : [];
  };
  const sense = ctx.get("senses");
  const s = (label: string) => (sense.type === "pairs" ? (sense.pairs.find((p) => p.label === label)?.value ?? "") : "");
  const known = lower(list("landmarks")[0]?.split(",")[0] ?? "its stubborn people");
  const summary = `${name} is ${article(a.noun)} ${a.noun} ${region.where}, ${r.pick(KNOWN_FOR)} ${known}.`;
  const pop = ctx.get("population");
  const n = pop.type === "number" ? pop.value : 0;
  const economy = list("economy").map(lower);
  const districts = list("districts");
  const people =
    n === 0
      ? r.pick(EMPTY_LINES)
      : fill(r.pick(PEOPLE_LINES[a.tier]), {
          pop: pop.type === "number" ? (pop.text ?? quantity(n, "soul")) : quantity(n, "soul"),
          homes: a.tier === "fort" ? quantity(max(1, floor(n / PER_HOME.fort)), "barrack") : quantity(max(2, floor(n / PER_HOME[a.tier])), "house"),
          trade: economy[0] ?? "trade",
          districts: districts.length === 1 ? "one quarter" : `${quantity(districts.length, settled ? "quarter" : "part", { words: true })}`,
        });
  const ruler = ctx.text("ruler");
  const sight = s("Sights");
  const sound = s("Sounds");
  const opening = fill(r.pick(/\bdusk\b/.test(sight) ? S.OPENINGS.filter((o) => !o.includes("dusk")) : S.OPENINGS), {
    name: mid,
    smell: s("Smells"),
    sight,
    sound,
    is: manyOf(sight) ? "are" : "is",
    isSound: manyOf(sound) ? "are" : "is",
  });
  const climate = fill(r.pick(S.CLIMATE_LINES), { name: mid, where: region.where, climate: region.climate });
  const power = settled
    ? fill(r.pick(S.POWER_LINES), { ruler: midName(ruler), economy: joinList(economy) })
    : fill(r.pick(S.WILD_POWER), { ruler: lower(ruler.split(/;|, they say/)[0] ?? ruler), economy: joinList(economy) });
  const arrival = `${opening} ${climate} ${people}. ${power}`;
  let places = "";
  for (const l of list("landmarks")) places += `- ${l}.\n`;
  places += `\n${fill(r.pick(a.tier === "village" ? VILLAGE_LINES : settled ? S.DISTRICT_LINES : S.ZONE_LINES), { list: joinList(districts.map(lower)) })}`;
  const closer = r.pick((settled ? S.PAST_CLOSERS : FALL_CLOSERS)[ctx.options.tone]);
  const history = ctx.text("history");
  const past = closer ? `${history} ${closer}` : history;
  let trouble = `${fill(r.pick(S.BEWARE), { list: joinList(list("dangers").map(lower)) })}\n\n${r.pick(S.RUMOUR_HEADS)}\n`;
  for (const x of list("rumours")) trouble += `\n- ${x}`;
  return {
    name,
    summary,
    sections: [
      { title: "Arrival", markdown: arrival },
      { title: "Places of note", markdown: places },
      { title: "History", markdown: past },
      { title: "Dangers and rumours", markdown: trouble },
    ],
    tags: ["location", type, ctx.options.setting],
  };
}
