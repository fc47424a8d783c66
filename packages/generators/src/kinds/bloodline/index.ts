// The bloodline generator: a house with founder, origin of its gift, inherited traits and their
// price, notable members, seat, heraldry, feuds and present standing.
import { defineGenerator, type FieldCtx } from "../../core/define.js";
import { enumOption } from "../../core/options.js";
import type { Rng } from "../../core/rng.js";
import { fill } from "../../core/template.js";
import { capitalise, joinList, sentence } from "../../core/text.js";
import { linkFromWorld } from "../../core/world.js";
import * as W from "./words.js";
import * as F from "./words-family.js";
import { forSetting } from "../../core/phrases/setting-pools.js";
import type { Setting } from "../../core/options.js";
import * as S from "./words-setting.js";
import { cleanName } from "../location/names.js";

const options = { prestige: enumOption("Prestige", ["any", ...W.PRESTIGE] as const) };
type Ctx = FieldCtx<typeof options>;

function prestigeOf(ctx: Ctx): W.Prestige {
  const s = ctx.meta<string>("prestige");
  return (W.PRESTIGE as readonly string[]).includes(s ?? "") ? (s as W.Prestige) : "noble";
}
const house = (rng: Rng, s: Setting = "high-fantasy"): string =>
  cleanName(() => rng.pick(W.HOUSE_START) + rng.pick(W.HOUSE_MID) + rng.pick(forSetting(s, F.HOUSE_END, S.OWN_HOUSE_END)));
// No thrones or crowns among the stars: a royal house there stands otherwise.
const SF_BAD = /\b(?:kings?|queens?|crowns?|thrones?|knights?|castles?|peasants?)\b/i;
const STANDING_SF: Readonly<Record<W.Prestige, readonly string[]>> = {
  humble: F.STANDING.humble.filter((x) => !SF_BAD.test(x)),
  noble: F.STANDING.noble.filter((x) => !SF_BAD.test(x)),
  royal: [...F.STANDING.royal.filter((x) => !SF_BAD.test(x)), "Their claim to rule is newly won.", "A cousin holds the high seat."],
  fallen: F.STANDING.fallen.filter((x) => !SF_BAD.test(x)),
};
/** Every origin of every setting, for a locked origin from another setting. */
const ALL_ORIGINS = [...Object.values(F.ORIGINS).flat(), ...Object.values(S.OWN_ORIGINS).flat()];
const PRICE_LINES = [...F.PRICE_LINES, "The blood demands this: {price}.", "Every heir pays: {price}."] as const;
const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

export const bloodline = defineGenerator({
  kind: "bloodline",
  // v2: the Name row comes first in the result fields.
  // v3: the origin (by setting family) decides the weakness; seats, standing and prose composed from short parts.
  // v4: dark fantasy, steampunk and mythic houses have their own names, origins and prices, members, seats and heraldry.
  // v5: house names never triple a letter or syllable; no thrones or crowns in a science-fiction house's standing; price lines vary.
  version: 5,
  options,
  requiredFields: ["name", "founder", "origin", "gifts", "manifestation", "weakness", "members", "seat", "heraldry", "feuds", "standing"],
  fields: [
    {
      key: "prestige",
      label: "Prestige",
      generate: ({ rng, options: o }) => {
        const p = o.prestige === "any" ? rng.pick(W.PRESTIGE) : o.prestige;
        return { type: "text", value: capitalise(p), meta: p };
      },
    },
    { key: "family", label: "Family name", generate: ({ rng, options: o }) => ({ type: "text", value: house(rng, o.setting) }) },
    {
      key: "name",
      label: "House name",
      dependsOn: ["family"],
      generate: ({ rng, text, options: o }) => ({ type: "text", value: `House ${text("family")} of ${house(rng, o.setting)}` }),
    },
    {
      key: "founder",
      label: "Founder",
      dependsOn: ["family"],
      generate: (ctx) => {
        const name = `${ctx.rng.pick(S.OWN_GIVEN[ctx.options.setting] ?? W.FOUNDER_GIVEN)} ${ctx.text("family")} ${ctx.rng.pick(W.FOUNDER_EPITHET)}`;
        return linkFromWorld(ctx.rng, ctx.world, "character", () => ({ name }));
      },
    },
    {
      key: "origin",
      label: "Origin",
      dependsOn: ["founder"],
      generate: (ctx) => {
        const origin = ctx.rng.pick(forSetting(ctx.options.setting, F.ORIGINS, S.OWN_ORIGINS));
        return { type: "text", value: `${ctx.text("founder")} ${origin.how}.`, meta: origin.how };
      },
    },
    { key: "gifts", label: "Inherited gifts", generate: (ctx) => ({ type: "list", items: ctx.rng.sample(W.GIFTS[ctx.options.setting], 2).map(capitalise) }) },
    {
      key: "manifestation",
      label: "Age of manifestation",
      generate: ({ rng }) => {
        const n = rng.int(6, 21);
        return {
          type: "number",
          value: n,
          unit: "years",
          text: fill(rng.pick(["Around the age of {n}", "By age {n}", "At about {n}", "Near {n} years old", "From {n} on"]), { n }),
        };
      },
    },
    {
      key: "weakness",
      label: "Weakness",
      dependsOn: ["origin"],
      generate: (ctx) => {
        // The origin exacts the price; a locked origin from older output falls back to any price.
        const how = ctx.meta<string>("origin");
        const origin = ALL_ORIGINS.find((x) => x.how === how);
        return { type: "text", value: capitalise(ctx.rng.pick(origin ? origin.prices : ALL_ORIGINS.flatMap((x) => x.prices))) };
      },
    },
    {
      key: "members",
      label: "Notable members",
      dependsOn: ["family"],
      generate: (ctx) => ({
        type: "list",
        items: (() => {
          const given = ctx.rng.sample(S.OWN_GIVEN[ctx.options.setting] ?? W.FOUNDER_GIVEN, 3);
          return ctx.rng
            .sample(forSetting(ctx.options.setting, F.MEMBER_ROLES, S.OWN_MEMBER_ROLES), 3)
            .map((role, k) => `${given[k] ?? "Ann"} ${ctx.text("family")}, ${role}`);
        })(),
      }),
    },
    {
      key: "seat",
      label: "Seat",
      generate: (ctx) => {
        const name = `${capitalise(ctx.rng.pick(forSetting(ctx.options.setting, F.SEATS, S.OWN_SEATS)))} at ${house(ctx.rng, ctx.options.setting)}`;
        return linkFromWorld(ctx.rng, ctx.world, "location", () => ({ name }));
      },
    },
    {
      key: "heraldry",
      label: "Heraldry",
      generate: ({ rng, options: o }) => {
        const [a, b] = rng.sample(forSetting(o.setting, F.COLOURS, S.OWN_COLOURS), 2);
        return {
          type: "text",
          value: capitalise(fill(forSetting(o.setting, F.ARMS, S.OWN_ARMS), { charge: rng.pick(W.CHARGE), a: a ?? "blue", b: b ?? "gold" })),
        };
      },
    },
    {
      key: "feuds",
      label: "Feuds",
      generate: (ctx) => {
        const l = linkFromWorld(ctx.rng, ctx.world, "bloodline", (r) => ({ name: `House ${house(r, ctx.options.setting)}` }));
        return { type: "links", links: l.type === "link" ? [l.link] : [] };
      },
    },
    {
      key: "standing",
      label: "Present standing",
      dependsOn: ["prestige"],
      generate: (ctx) => ({
        type: "text",
        value: `${ctx.rng.pick((ctx.options.setting === "science-fiction" ? STANDING_SF : F.STANDING)[prestigeOf(ctx)])} ${ctx.rng.pick(F.TONE_NOTES[ctx.options.tone])}`,
      }),
    },
  ],
  compose(ctx) {
    const name = ctx.text("name");
    const g = ctx.get("gifts");
    const gifts = g.type === "list" ? g.items.map(lower) : [];
    const m = ctx.get("members");
    const members = m.type === "list" ? m.items : [];
    const feuds = ctx.text("feuds");
    const r = ctx.rng("prose");
    const blood = [
      ctx.text("origin"),
      fill(r.pick(F.GIFT_LINES), { gifts: joinList(gifts), when: lower(ctx.text("manifestation")) }),
      fill(r.pick(PRICE_LINES), { price: lower(ctx.text("weakness")) }),
    ].join(" ");
    const house = [
      fill(r.pick(F.SEAT_LINES), { seat: lower(ctx.text("seat")), arms: lower(ctx.text("heraldry")) }),
      fill(r.pick(F.MEMBER_LINES), { list: joinList(members) }),
      feuds ? fill(r.pick(F.FEUD_LINES), { feud: feuds }) : "",
      ctx.text("standing"),
    ]
      .filter(Boolean)
      .join(" ");
    return {
      name,
      summary: sentence(
        fill(r.pick(F.SUMMARY_LINES), { prestige: ctx.text("prestige").toLowerCase(), founder: ctx.text("founder"), gift: gifts[0] ?? "a strange gift" }),
      ),
      sections: [
        { title: "The blood and its gift", markdown: blood },
        { title: "The house today", markdown: house },
      ],
      tags: [ctx.text("prestige").toLowerCase(), "bloodline", ctx.options.setting],
    };
  },
});
