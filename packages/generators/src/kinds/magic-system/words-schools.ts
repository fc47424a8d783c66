// Magic schools: each school decides its spells' names and effects, by power level, so a
// "Kindling" spell burns and a "Mending" spell heals.
import type { Power } from "./words.js";

export interface School {
  readonly name: string;
  readonly nouns: readonly string[];
  readonly effects: Readonly<Record<Power, readonly string[]>>;
}

const s = (name: string, nouns: string[], subtle: string[], potent: string[], world: string[]): School => ({
  name,
  nouns,
  effects: { subtle, potent, "world-shaping": world },
});

export const SCHOOLS: readonly School[] = [
  s(
    "Warding",
    ["Ward", "Shield", "Aegis", "Bulwark"],
    ["locks a door", "deflects a stone"],
    ["turns a blade aside", "seals out spirits"],
    ["shields a city", "stops an army"],
  ),
  s(
    "Kindling",
    ["Flame", "Ember", "Pyre", "Spark"],
    ["lights a far candle", "warms frozen hands"],
    ["throws fire", "melts iron"],
    ["burns a forest", "rains fire"],
  ),
  s(
    "Mending",
    ["Mend", "Balm", "Stitch", "Salve"],
    ["mends a torn cloth", "closes a cut"],
    ["heals deep wounds", "sets bones"],
    ["raises the dead", "ends a plague"],
  ),
  s(
    "Seeing",
    ["Sight", "Eye", "Mirror", "Glass"],
    ["finds lost things", "sees through walls"],
    ["watches far places", "reads sealed letters"],
    ["sees the future", "watches every road"],
  ),
  s(
    "Binding",
    ["Chain", "Knot", "Bond", "Fetter"],
    ["ties unbreakable knots", "stills a dog"],
    ["binds a spirit", "roots a foe"],
    ["binds a god", "chains a dragon"],
  ),
  s(
    "Shaping",
    ["Hand", "Clay", "Mould", "Form"],
    ["softens stone", "bends iron"],
    ["tunnels through rock", "reshapes flesh"],
    ["raises stone walls", "moves a hill"],
  ),
  s(
    "Summoning",
    ["Call", "Gate", "Summons", "Door"],
    ["calls a bird", "calls a lost pet"],
    ["summons a servant", "opens a far door"],
    ["opens another world", "calls a leviathan"],
  ),
  s("Veiling", ["Veil", "Shade", "Cloak", "Mist"], ["hides a letter", "dims a lamp"], ["walks unseen", "hides a house"], ["hides a city", "fogs a valley"]),
  s(
    "Stormcalling",
    ["Storm", "Gale", "Thunder", "Bolt"],
    ["stirs a breeze", "gathers dew"],
    ["calls lightning", "turns the wind"],
    ["calls down a storm", "stills the sea"],
  ),
  s(
    "Whispering",
    ["Whisper", "Word", "Murmur", "Voice"],
    ["hears through walls", "calms beasts"],
    ["plants a thought", "speaks to ghosts"],
    ["wakes a battlefield's dead", "commands crowds"],
  ),
  s(
    "Unmaking",
    ["Ruin", "Rot", "Blight", "Undoing"],
    ["unlocks locks", "rusts a blade"],
    ["crumbles walls", "unravels spells"],
    ["unmakes a castle", "erases a name"],
  ),
  s(
    "Growing",
    ["Seed", "Thorn", "Root", "Bloom"],
    ["sprouts seeds", "ripens fruit"],
    ["raises thorns", "heals a field"],
    ["grows a forest", "greens a desert"],
  ),
];
