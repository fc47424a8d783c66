// The location kind's prose: the Arrival, Places of note, History and Dangers sections, with
// sentence shapes drawn from the prose streams so the same lines do not recur.
import type { ComposeContext, Composed } from "../../core/define.js";
import { fill } from "../../core/template.js";
import { formatNumber, joinList, withArticle } from "../../core/text.js";
import * as S from "./words-prose.js";

interface Region {
  where: string;
  climate: string;
}

const SQUAT = [", mostly squatters", ", few of them honest", ", none of them welcome", " (squatters, mostly)"];
const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

export function composeLocation(ctx: ComposeContext<unknown>, region: Region, isSettled: boolean): Composed {
  const name = ctx.text("name");
  const type = ctx.text("type");
  const r = ctx.rng("prose");
  const list = (k: string) => {
    const v = ctx.get(k);
    return v.type === "list" ? v.items : [];
  };
  const sense = ctx.get("senses");
  const s = (label: string) => (sense.type === "pairs" ? (sense.pairs.find((p) => p.label === label)?.value ?? "") : "");
  const summary = `${name} is ${withArticle(type)} ${region.where}, known for ${lower(list("landmarks")[0]?.split(",")[0] ?? "its stubborn people")}.`;
  const pop = ctx.get("population");
  const n = pop.type === "number" ? pop.value : 0;
  const people = n === 0 ? r.pick(S.EMPTY) : `About ${formatNumber(n)} ${n === 1 ? "soul lives" : "souls live"} there${isSettled ? "" : r.pick(SQUAT)}.`;
  const ruler = ctx.text("ruler");
  const economy = joinList(list("economy").map(lower));
  const opening = fill(r.pick(S.OPENINGS), { name, smell: s("Smells"), sight: s("Sights"), sound: s("Sounds") });
  const climate = fill(r.pick(S.CLIMATE_LINES), { where: region.where, climate: region.climate });
  const power = isSettled
    ? fill(r.pick(S.POWER_LINES), { ruler: ruler.startsWith("The ") ? `the ${ruler.slice(4)}` : ruler, economy })
    : fill(r.pick(S.WILD_POWER), { ruler: lower(ruler), economy });
  const arrival = `${opening} ${climate} ${people} ${power}`;
  let places = r.pick(S.SIGHTS_HEADS) + "\n";
  for (const l of list("landmarks")) places += `\n- ${l}.`;
  places += `\n\n${fill(r.pick(isSettled ? S.DISTRICT_LINES : S.ZONE_LINES), { list: joinList(list("districts").map(lower)) })}`;
  const closer = r.pick(S.PAST_CLOSERS[ctx.options.tone]);
  const past = closer ? `${ctx.text("history")} ${closer}` : ctx.text("history");
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
