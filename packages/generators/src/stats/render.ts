// A stat block as a Markdown section: 5e's terms, or the same figures in plain words.
import { signed, thousands } from "./tables.js";
import { ABILITIES, type Ability, type Attack, type ArmourBlock, type ConsumableBlock, type CreatureBlock, type StatBlock, type WeaponBlock } from "./types.js";
import { abilityModifier } from "./tables.js";

const ABILITY_5E: Record<Ability, string> = { str: "STR", dex: "DEX", con: "CON", int: "INT", wis: "WIS", cha: "CHA" };
const ABILITY_NAME: Record<Ability, string> = { str: "Strength", dex: "Dexterity", con: "Constitution", int: "Intelligence", wis: "Wisdom", cha: "Charisma" };
const ABILITY_PLAIN: Record<Ability, string> = { str: "Might", dex: "Agility", con: "Endurance", int: "Wits", wis: "Insight", cha: "Presence" };
const PLAIN_DAMAGE: Readonly<Record<string, string>> = {
  slashing: "cutting",
  piercing: "piercing",
  bludgeoning: "crushing",
  lightning: "shock",
  poison: "poison",
};

function table(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  const esc = (s: string) => s.replace(/\|/g, "\\|");
  return [`| ${columns.map(esc).join(" | ")} |`, `|${columns.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.map(esc).join(" | ")} |`)].join("\n");
}

/** A plain word for an ability modifier. */
export function plainAbility(score: number): string {
  const m = abilityModifier(score);
  const word = m <= -4 ? "feeble" : m <= -2 ? "poor" : m <= 0 ? "average" : m <= 2 ? "good" : m <= 4 ? "great" : m <= 6 ? "mighty" : "titanic";
  return `${word} (${signed(m)})`;
}

/** The threat rating in plain words, from the challenge rating. */
export function threatWords(cr: string, value: number): string {
  const word = value < 1 ? "minor" : value <= 4 ? "dangerous" : value <= 10 ? "deadly" : value <= 16 ? "very deadly" : "legendary";
  return `${cr} of 30 (${word})`;
}

function damageText(a: Attack, plain: boolean): string {
  const type = plain ? (PLAIN_DAMAGE[a.damageType] ?? a.damageType) : a.damageType;
  return a.dice === "" ? `${a.average} ${type}` : `${a.average} (${a.dice}) ${type}`;
}

function creature(b: CreatureBlock, crValue: number): string {
  const plain = b.system === "neutral";
  const mods = (xs: readonly { readonly bonus: number }[], label: (x: never) => string) => xs.map((x) => `${label(x as never)} ${signed(x.bonus)}`).join(", ");
  const rows: [string, string][] = plain
    ? [
        ["Defence", `${b.armourClass} (${b.armourNote})`],
        ["Toughness", `${b.hitPoints} (${b.hitDice})`],
        ["Movement", b.speed.replace(/ft\./g, "feet")],
        ["Threat rating", threatWords(b.challenge, crValue)],
        ["Harm per round", `about ${b.damagePerRound}`],
        ["Resist DC", `${b.saveDc} (${ABILITY_PLAIN[b.saveAbility]})`],
      ]
    : [
        ["Armour Class", `${b.armourClass} (${b.armourNote})`],
        ["Hit Points", `${b.hitPoints} (${b.hitDice})`],
        ["Speed", b.speed],
        ...(b.savingThrows.length > 0
          ? [["Saving Throws", mods(b.savingThrows, (x: { ability: Ability }) => ABILITY_NAME[x.ability].slice(0, 3))] as [string, string]]
          : []),
        ["Skills", mods(b.skills, (x: { name: string }) => x.name)],
        ["Senses", `passive Perception ${b.passivePerception}`],
        ["Challenge", `${b.challenge} (${thousands(b.xp)} XP)`],
        ["Proficiency Bonus", signed(b.proficiency)],
        ["Save DC", `${b.saveDc} (${ABILITY_NAME[b.saveAbility]})`],
      ];
  const abilities = plain
    ? table(
        ABILITIES.map((a) => ABILITY_PLAIN[a]),
        [ABILITIES.map((a) => plainAbility(b.abilities[a]))],
      )
    : table(
        ABILITIES.map((a) => ABILITY_5E[a]),
        [ABILITIES.map((a) => `${b.abilities[a]} (${signed(abilityModifier(b.abilities[a]))})`)],
      );
  const attacks = table(
    plain ? ["Attack", "Accuracy", "Reach", "Harm"] : ["Attack", "To hit", "Reach", "Damage"],
    b.attacks.map((a) => [a.name, signed(a.toHit), plain ? a.reach.replace(/ft\./, "feet") : a.reach, damageText(a, plain)]),
  );
  const multi =
    b.attacks.length > 1
      ? `\n\n${plain ? "Each round it can make" : "**Multiattack.** It makes"} ${b.attacks.length === 2 ? "two" : "three"} attacks: ${b.attacks.map((a) => a.name.toLowerCase()).join(", ")}.`
      : "";
  return `${table(["Statistic", "Value"], rows)}\n\n${abilities}\n\n${attacks}${multi}`;
}

function weapon(b: WeaponBlock): string {
  const plain = b.system === "neutral";
  const magic = b.magicBonus > 0 ? (plain ? `+${b.magicBonus} to accuracy and harm` : `+${b.magicBonus} to attack and damage rolls`) : plain ? "none" : "—";
  return table(
    ["Statistic", "Value"],
    [
      [plain ? "Kind" : "Category", b.category],
      [plain ? "Harm" : "Damage", `${b.dice} ${plain ? (PLAIN_DAMAGE[b.damageType] ?? b.damageType) : b.damageType}`],
      [plain ? "Handling" : "Properties", b.properties.length > 0 ? b.properties.join(", ") : "—"],
      [plain ? "Enchantment" : "Magic bonus", magic],
    ],
  );
}

function armour(b: ArmourBlock): string {
  const plain = b.system === "neutral";
  const formula = plain ? b.formula.replace("Dex modifier", "Agility") : b.formula;
  return table(
    ["Statistic", "Value"],
    [
      [plain ? "Kind" : "Category", b.category === "clothing" ? (plain ? "clothing, no armour" : "no armour (clothing)") : `${b.category} armour`],
      [plain ? "Defence" : "Armour Class", formula],
      [plain ? "Might needed" : "Strength", b.strengthRequired === null ? "—" : plain ? `${plainAbility(b.strengthRequired)}` : `Str ${b.strengthRequired}`],
      [plain ? "Noise" : "Stealth", b.stealthDisadvantage ? (plain ? "loud: hard to move quietly" : "Disadvantage") : "—"],
    ],
  );
}

function consumable(b: ConsumableBlock): string {
  const plain = b.system === "neutral";
  const amount = b.dice === null ? "—" : b.average === null ? b.dice : `${b.average} (${b.dice})`;
  const save =
    b.save === null
      ? "—"
      : plain
        ? `resist with ${ABILITY_PLAIN[b.save.ability]}, DC ${b.save.dc}`
        : `DC ${b.save.dc} ${ABILITY_NAME[b.save.ability]} saving throw`;
  const effect = plain
    ? b.effect
        .replace("hit points", "toughness")
        .replace("Wisdom (Perception)", "Insight")
        .replace("Constitution saving throws", "Endurance")
        .replace(/(\w+) checks/, "$1")
    : b.effect;
  return table(
    ["Statistic", "Value"],
    [
      ["Effect", effect],
      [plain ? "Amount" : "Dice", amount],
      [plain ? "Resist" : "Saving throw", save],
      ["Duration", b.duration],
    ],
  );
}

/** The block as the body of a "Stat block" section. */
export function statBlockMarkdown(b: StatBlock, crValue = 0): string {
  switch (b.type) {
    case "creature":
      return creature(b, crValue);
    case "weapon":
      return weapon(b);
    case "armour":
      return armour(b);
    case "consumable":
      return consumable(b);
  }
}
