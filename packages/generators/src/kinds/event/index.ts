// The event generator: a historical happening dated in a calendar, with its place,
// participants, causes, course, outcome, consequences and how it is remembered.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import { max } from "../../core/int.js";
import { fill } from "../../core/template.js";
import type { Json } from "../../core/types.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import { linkFromWorld, withLinks, worldEntity } from "../../core/world.js";
import { midName } from "../../core/realise.js";
import { calendarFor, dateValue, eraOf, parseCalendar, todayCount } from "../../systems/calendar/index.js";
import * as W from "./words.js";
import { COURSE_PARTS } from "./course.js";
import { mendName } from "../location/names.js";
import * as F from "./words-family.js";
import { forSetting } from "../../core/phrases/setting-pools.js";
import * as O from "./words-old.js";

const options = {
  type: enumOption("Type", ["any", ...W.TYPES] as const),
  scale: enumOption("Scale", ["any", ...W.SCALES] as const),
};
type Ctx = FieldCtx<typeof options>;

function typeOf(ctx: Ctx): W.EventType {
  const t = ctx.meta<string>("type");
  return (W.TYPES as readonly string[]).includes(t ?? "") ? (t as W.EventType) : "battle";
}
type SettingCtx = { options: { setting: Parameters<typeof forSetting>[0] } };
/** The pool for the setting: dark fantasy, steampunk and mythic have their own. */
const pool = <T>(ctx: SettingCtx, family: Parameters<typeof forSetting<T>>[1], old: Parameters<typeof forSetting<T>>[2]): T =>
  forSetting(ctx.options.setting, family, old);
const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
const items = (v: { type: string; items?: readonly string[] }): readonly string[] => (v.type === "list" && v.items ? v.items : []);

/** A participant as it stands mid-sentence: a world's name keeps its capitals ("the Ash Court", "Kethra Vos"). */
function mention(ctx: { meta<T extends Json>(key: string): T | undefined }, x: string): string {
  const m = ctx.meta<{ links?: { name?: string }[] }>("participants");
  return m && Array.isArray(m.links) && m.links.some((l) => l.name === x) ? midName(x) : lower(x);
}

export const event = defineGenerator({
  kind: "event",
  // v2: the Name row comes first in the result fields.
  // v3: plain names with the year; course and outcome fit the type of event.
  // v4: without a saved language (or calendar) one of a fixed pool of stock ones is drawn, built once and shared (faster).
  // v5: participants, omens, consequences, places and memories by setting family; what made it worse; memory by tone; uprisings no longer borrow battles' course; prose composed from parts.
  // v6: the stock calendar in the calendar field's meta names no era "Reign of the the …".
  // v7: dark fantasy, steampunk and mythic have their own participants, omens, causes, consequences, places and memories.
  // v8: in a world, its factions and people are the participants (named and linked).
  // v9: the course is an opening, a middle and a close drawn apart (no crown among the stars, no recurring sentence); stock calendars name eras with their own article ("Years of Steam") and give no two eras one abbreviation.
  version: 9,
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
      generate: (ctx) => {
        const [a, b] = pool(ctx, F.PLACE_PARTS, O.PLACE_PARTS_OLD);
        return linkFromWorld(ctx.rng, ctx.world, "location", (r) => {
          // A place word short enough to stand before a comma in the event's name.
          let n = r.pick(a) + r.pick(b);
          for (let i = 0; i < 4 && n.length > 13; i++) n = r.pick(a) + r.pick(b);
          return { name: mendName(n) };
        });
      },
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
    {
      key: "participants",
      label: "Participants",
      generate: (ctx) => {
        const stock = ctx.rng.sample(pool(ctx, F.PARTICIPANTS, O.PARTICIPANTS_OLD), 2).map(capitalise);
        // In a world, its own factions and people take part.
        const named = [worldEntity(ctx, "faction"), worldEntity(ctx, "character")].filter((e) => e !== undefined);
        if (named.length === 0) return { type: "list", items: stock };
        const names = named.map((e) => e.name);
        return withLinks({ type: "list", items: [...names, ...stock].slice(0, 2) }, named);
      },
    },
    {
      key: "causes",
      label: "Causes",
      dependsOn: ["type"],
      generate: (ctx) => ({
        type: "text",
        value: `${capitalise(ctx.rng.pick(W.CAUSES[typeOf(ctx)]))}${ctx.rng.pick([", made worse by ", "; then came ", ", and ", ", sharpened by "])}${ctx.rng.pick(pool(ctx, F.WORSE, O.WORSE_OLD))}`,
      }),
    },
    {
      key: "course",
      label: "Course",
      dependsOn: ["type", "participants"],
      generate: (ctx) => ({
        type: "text",
        value: (() => {
          const c = COURSE_PARTS[typeOf(ctx)];
          const vars = {
            omen: ctx.rng.pick(pool(ctx, F.OMENS, O.OMENS_OLD)),
            n: String(ctx.rng.int(2, 40)),
            participant: mention(ctx, items(ctx.get("participants"))[0] ?? "the defenders"),
          };
          return `${fill(ctx.rng.pick(c.open), vars)}; ${fill(ctx.rng.pick(c.middle), vars)}. ${fill(ctx.rng.pick(c.close), vars)}.`;
        })(),
      }),
    },
    {
      key: "outcome",
      label: "Outcome",
      dependsOn: ["type", "participants"],
      generate: (ctx) => ({
        type: "text",
        value: capitalise(fill(ctx.rng.pick(W.OUTCOME[typeOf(ctx)]), { participant: mention(ctx, items(ctx.get("participants"))[1] ?? "the victors") })),
      }),
    },
    {
      key: "consequences",
      label: "Consequences",
      generate: (ctx) => ({ type: "list", items: ctx.rng.sample(pool(ctx, F.CONSEQUENCES, O.CONSEQUENCES_OLD), 2).map(capitalise) }),
    },
    {
      key: "remembered",
      label: "How it is remembered",
      generate: (ctx) => ({
        type: "text",
        value: `${ctx.rng.pick(pool(ctx, F.MEMORY_WHO, O.MEMORY_WHO_OLD))} ${ctx.rng.pick(F.MEMORY_HOW[ctx.options.tone])}.`,
      }),
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const type = ctx.text("type").toLowerCase();
    const d = ctx.get("date");
    const when = d.type === "date" ? `on ${d.date.text} (${ctx.text("calendar")})` : ctx.text("date");
    const parts = items(ctx.get("participants")).map((x) => mention(ctx, x));
    const r = ctx.rng("prose");
    const what = [
      capitalise(fill(r.pick(F.WHAT_LINES), { type, place: ctx.text("place"), when, parts: joinList(parts) })),
      fill(r.pick(F.CAUSE_LINES), { cause: lower(ctx.text("causes")) }),
      ctx.text("course"),
    ].join(" ");
    const after = [
      fill(r.pick(F.END_LINES), { outcome: lower(ctx.text("outcome")) }),
      fill(r.pick(F.AFTER_LINES), { list: joinList(items(ctx.get("consequences")).map(lower)) }),
      ctx.text("remembered"),
    ].join(" ");
    return {
      name,
      summary: sentence(
        `${capitalise(ctx.text("scale").toLowerCase())} ${type} at ${ctx.text("place")} ${ctx.rng("summary").pick(["that ended in", "that closed with", "that brought"])} ${lower(ctx.text("outcome"))}`,
      ),
      sections: [
        { title: "What happened", markdown: what },
        { title: "Aftermath and memory", markdown: after },
      ],
      tags: [type, ctx.text("scale").toLowerCase(), ctx.options.setting],
    };
  },
});
