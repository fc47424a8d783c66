// The event generator: a historical happening dated in a calendar, with its place,
// participants, causes, course, outcome, consequences and how it is remembered.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import type { Rng } from "../../core/rng.js";
import { max } from "../../core/int.js";
import { fill } from "../../core/template.js";
import type { Json } from "../../core/types.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import { linkFromWorld } from "../../core/world.js";
import { calendarFor, dateValue, eraOf, parseCalendar, todayCount } from "../../systems/calendar/index.js";
import * as W from "./words.js";

const options = {
  type: enumOption("Type", ["any", ...W.TYPES] as const),
  scale: enumOption("Scale", ["any", ...W.SCALES] as const),
};
type Ctx = FieldCtx<typeof options>;

function typeOf(ctx: Ctx): W.EventType {
  const t = ctx.meta<string>("type");
  return (W.TYPES as readonly string[]).includes(t ?? "") ? (t as W.EventType) : "battle";
}
const place = (rng: Rng): string => rng.pick(W.PLACE_START) + rng.pick(W.PLACE_MID) + rng.pick(W.PLACE_END);
const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
const items = (v: { type: string; items?: readonly string[] }): readonly string[] => (v.type === "list" && v.items ? v.items : []);

export const event = defineGenerator({
  kind: "event",
  // v2: the Name row comes first in the result fields.
  // v3: plain names with the year; course and outcome fit the type of event.
  // v4: without a saved language (or calendar) one of a fixed pool of stock ones is drawn, built once and shared (faster).
  version: 4,
  options,
  requiredFields: ["name", "type", "date", "place", "participants", "causes", "course", "outcome", "consequences", "remembered"],
  fields: [
    {
      key: "type",
      label: "Type",
      generate: ({ rng, options: o }) => {
        const t = o.type === "any" ? rng.pick(W.TYPES) : o.type;
        return { type: "text", value: capitalise(t), meta: t };
      },
    },
    {
      key: "scale",
      label: "Scale",
      generate: ({ rng, options: o }) => ({ type: "text", value: capitalise(o.scale === "any" ? rng.pick(W.SCALES) : o.scale) }),
    },
    {
      key: "place",
      label: "Place",
      generate: (ctx) => linkFromWorld(ctx.rng, ctx.world, "location", (r) => ({ name: place(r) })),
    },
    {
      key: "calendar",
      label: "Calendar",
      generate: (ctx) => {
        const { calendar, link } = calendarFor(ctx.world, ctx.rng);
        return { type: "link", link, meta: calendar as unknown as Json };
      },
    },
    {
      key: "date",
      label: "Date",
      dependsOn: ["calendar"],
      generate: (ctx) => {
        const cal = parseCalendar(ctx.meta("calendar"));
        if (!cal) return { type: "text", value: `${ctx.rng.int(20, 900)} years ago` };
        const today = todayCount(cal);
        const ago = ctx.rng.int(5, 600) * 365 + ctx.rng.int(0, 364);
        const n = max(0, today - ago);
        return { type: "date", date: dateValue(cal, n) };
      },
    },
    {
      key: "name",
      label: "Name",
      dependsOn: ["type", "place", "date"],
      generate: (ctx) => {
        const { rng } = ctx;
        const noun = rng.pick(W.TYPE_NOUN[typeOf(ctx)]);
        const d = ctx.get("date");
        const cal = parseCalendar(ctx.meta("calendar"));
        // "The Siege of Thornmere, 529 RS": the year tells two sieges of one town apart.
        const year = d.type === "date" && cal ? `, ${eraOf(cal, d.date.year).label}` : "";
        return { type: "text", value: `The ${noun} of ${ctx.text("place")}${year}` };
      },
    },
    { key: "participants", label: "Participants", generate: ({ rng }) => ({ type: "list", items: rng.sample(W.PARTICIPANTS, 2).map(capitalise) }) },
    { key: "causes", label: "Causes", dependsOn: ["type"], generate: (ctx) => ({ type: "text", value: capitalise(ctx.rng.pick(W.CAUSES[typeOf(ctx)])) }) },
    {
      key: "course",
      label: "Course",
      dependsOn: ["type", "participants"],
      generate: (ctx) => ({ type: "text", value: fill(ctx.rng.pick(W.COURSE[typeOf(ctx)]), { omen: ctx.rng.pick(W.OMEN), n: String(ctx.rng.int(2, 40)), participant: lower(items(ctx.get("participants"))[0] ?? "the defenders") }) }),
    },
    {
      key: "outcome",
      label: "Outcome",
      dependsOn: ["type", "participants"],
      generate: (ctx) => ({ type: "text", value: capitalise(fill(ctx.rng.pick(W.OUTCOME[typeOf(ctx)]), { participant: lower(items(ctx.get("participants"))[1] ?? "the victors") })) }),
    },
    { key: "consequences", label: "Consequences", generate: ({ rng }) => ({ type: "list", items: rng.sample(W.CONSEQUENCES, 2).map(capitalise) }) },
    { key: "remembered", label: "How it is remembered", generate: (ctx) => ({ type: "text", value: ctx.rng.pick(W.REMEMBERED[ctx.options.tone]) }) },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const type = ctx.text("type").toLowerCase();
    const d = ctx.get("date");
    const when = d.type === "date" ? `on ${d.date.text} (${ctx.text("calendar")})` : ctx.text("date");
    const parts = items(ctx.get("participants")).map(lower);
    const what = [
      `The ${type} took place at ${ctx.text("place")} ${when}, and involved ${joinList(parts)}.`,
      `It grew out of ${lower(ctx.text("causes"))}.`,
      ctx.text("course"),
    ].join(" ");
    const after = [
      `It ended in ${lower(ctx.text("outcome"))}.`,
      `It left behind ${joinList(items(ctx.get("consequences")).map(lower))}.`,
      ctx.text("remembered"),
    ].join(" ");
    return {
      name,
      summary: sentence(`${capitalise(ctx.text("scale").toLowerCase())} ${type} at ${ctx.text("place")} that ended in ${lower(ctx.text("outcome"))}`),
      sections: [
        { title: "What happened", markdown: what },
        { title: "Aftermath and memory", markdown: after },
      ],
      tags: [type, ctx.text("scale").toLowerCase(), ctx.options.setting],
    };
  },
});
