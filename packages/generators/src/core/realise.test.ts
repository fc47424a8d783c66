// The realiser's English: plurals, agreement, mentions, quantities, titles and names.
import { describe, expect, it } from "vitest";
import {
  agreeWith,
  clause,
  definite,
  Discourse,
  indefinite,
  listOf,
  looksPlural,
  midName,
  noun,
  ordinalWord,
  paragraph,
  plural,
  pluralOf,
  quantity,
  singularOf,
  thirdPerson,
  title,
} from "./realise.js";
import { PRONOUNS } from "./pronouns.js";

describe("realiser", () => {
  it("pluralises the head of a phrase", () => {
    expect(pluralOf("wolf")).toBe("wolves");
    expect(pluralOf("ring of gold")).toBe("rings of gold");
    expect(pluralOf("credit")).toBe("credits");
    expect(pluralOf("child")).toBe("children");
    expect(pluralOf("gold crown")).toBe("gold crowns");
    expect(singularOf("thieves of the guild")).toBe("thief of the guild");
    expect(looksPlural("wolves")).toBe(true);
    expect(looksPlural("moss")).toBe(false);
    expect(looksPlural("fuel")).toBe(false);
  });

  it("counts with the right number", () => {
    expect(quantity(1, "credit")).toBe("1 credit");
    expect(quantity(2, "credit")).toBe("2 credits");
    expect(quantity(1200, "gold crown")).toBe("1,200 gold crowns");
    expect(quantity(3, "sleep", { words: true })).toBe("three sleeps");
    expect(quantity(1, "foot", { plural: "feet" })).toBe("1 foot");
    expect(quantity(5, "foot")).toBe("5 feet");
  });

  it("agrees the verb with its subject, past leading adverbs", () => {
    expect(agreeWith(true, "sometimes always watches the door")).toBe("sometimes always watch the door");
    expect(agreeWith(false, "watches the door")).toBe("watches the door");
    expect(agreeWith(true, "is smuggled in")).toBe("are smuggled in");
    expect(agreeWith(true, "carries salt")).toBe("carry salt");
    expect(agreeWith(true, "can fly")).toBe("can fly");
    expect(thirdPerson("watch")).toBe("watches");
    expect(thirdPerson("carry")).toBe("carries");
    expect(thirdPerson("go")).toBe("goes");
    expect(thirdPerson("are")).toBe("is");
    expect(clause(PRONOUNS.they, "keeps a ledger")).toBe("they keep a ledger");
    expect(clause(noun("fuel", { mass: true }), "is smuggled in")).toBe("fuel is smuggled in");
    expect(clause(plural(noun("wolf")), "hunts at dusk")).toBe("wolves hunt at dusk");
  });

  it("introduces a thing once and then refers back to it", () => {
    const d = new Discourse();
    const lich = noun("lich in a silver mask", { short: "lich" });
    expect(d.say("lich", lich, "haunts the crypt")).toBe("a lich in a silver mask haunts the crypt");
    expect(d.mention("lich", lich)).toBe("the lich");
    expect(indefinite(noun("ember"))).toBe("an ember");
    expect(indefinite(noun("honey", { mass: true }))).toBe("honey");
    expect(definite(noun("The Iron Chapter"))).toBe("the Iron Chapter");
    expect(midName("The Loyalists")).toBe("the Loyalists");
  });

  it("sets titles in italics and title case, and lists without repeats", () => {
    expect(title("the book of ash and salt")).toBe("*The Book of Ash and Salt*");
    expect(listOf(["tattoo", "Tattoo", "ink"])).toBe("tattoo and ink");
    expect(ordinalWord(3)).toBe("third");
    expect(ordinalWord(21)).toBe("21st");
    expect(paragraph(["it rains", null, "the roads flood!"])).toBe("It rains. The roads flood!");
  });
});
