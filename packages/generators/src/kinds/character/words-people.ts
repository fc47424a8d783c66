// Stock peoples by setting (used when the world has no saved races), with lifespans and
// heights, plus modern given names and surnames for the modern setting.
import type { Setting } from "../../core/options.js";

export interface StockRace {
  readonly name: string;
  readonly adult: number;
  readonly old: number;
  readonly max: number;
  readonly lo: number;
  readonly hi: number;
}

const human: StockRace = { name: "human", adult: 18, old: 60, max: 95, lo: 150, hi: 195 };

export const STOCK_RACES: Readonly<Record<Setting, readonly StockRace[]>> = {
  "high-fantasy": [human, human, { name: "elf", adult: 100, old: 500, max: 750, lo: 160, hi: 195 }, { name: "dwarf", adult: 50, old: 250, max: 350, lo: 120, hi: 150 }, { name: "halfling", adult: 20, old: 100, max: 150, lo: 90, hi: 120 }, { name: "gnome", adult: 40, old: 300, max: 450, lo: 95, hi: 120 }, { name: "half-orc", adult: 14, old: 50, max: 75, lo: 165, hi: 210 }],
  "dark-fantasy": [human, human, human, { name: "elf", adult: 100, old: 500, max: 750, lo: 160, hi: 195 }, { name: "dwarf", adult: 50, old: 250, max: 350, lo: 120, hi: 150 }, { name: "changeling", adult: 16, old: 70, max: 110, lo: 150, hi: 190 }, { name: "dhampir", adult: 20, old: 200, max: 300, lo: 160, hi: 195 }],
  "science-fiction": [human, human, { name: "android", adult: 1, old: 60, max: 150, lo: 160, hi: 200 }, { name: "uplifted octopoid", adult: 5, old: 40, max: 60, lo: 100, hi: 160 }, { name: "spacer", adult: 18, old: 80, max: 130, lo: 170, hi: 215 }, { name: "clone", adult: 10, old: 40, max: 60, lo: 160, hi: 190 }],
  modern: [human],
  steampunk: [human, human, human, { name: "automaton", adult: 1, old: 80, max: 200, lo: 150, hi: 210 }, { name: "dwarf", adult: 50, old: 250, max: 350, lo: 120, hi: 150 }],
  "post-apocalyptic": [human, human, human, { name: "mutant", adult: 14, old: 45, max: 70, lo: 140, hi: 220 }, { name: "ghoul", adult: 18, old: 200, max: 300, lo: 150, hi: 190 }, { name: "synth", adult: 1, old: 60, max: 100, lo: 160, hi: 195 }],
  mythic: [human, human, { name: "demigod", adult: 16, old: 120, max: 200, lo: 175, hi: 215 }, { name: "nymph", adult: 16, old: 300, max: 500, lo: 150, hi: 180 }, { name: "giant-kin", adult: 25, old: 150, max: 220, lo: 220, hi: 300 }, { name: "satyr", adult: 15, old: 70, max: 100, lo: 140, hi: 180 }],
};

export const MODERN_GIVEN: Readonly<Record<"female" | "male" | "neutral", readonly string[]>> = {
  female: ["Maya", "Elena", "Priya", "Sofia", "Grace", "Amara", "Hannah", "Lucia", "Zoe", "Nadia", "Ingrid", "Mei", "Fatima", "Clara", "Ruth", "Aisha", "Julia", "Keiko", "Lena", "Olivia", "Rosa", "Tamsin", "Yara", "Beatriz", "Nina", "Marta", "Chloe", "Imani", "Freya", "Leila"],
  male: ["Daniel", "Omar", "Lukas", "Mateo", "Samuel", "Kwame", "Ravi", "Tomas", "Hugo", "Felix", "Ibrahim", "Kenji", "Arjun", "Jonah", "Marcus", "Pavel", "Elias", "Diego", "Owen", "Rafael", "Theo", "Yusuf", "Anders", "Callum", "Nikolai", "Joel", "Malik", "Henrik", "Luca", "Tariq"],
  neutral: ["Alex", "Jordan", "Sam", "Robin", "Kai", "Rowan", "Ash", "Quinn", "River", "Sasha", "Noor", "Avery", "Charlie", "Emerson", "Jules", "Morgan", "Reese", "Sky", "Tal", "Remy"],
};
export const MODERN_SURNAMES = ["Okafor", "Lindqvist", "Moreau", "Hashemi", "Castellano", "Nakamura", "Brennan", "Kowalski", "Adeyemi", "Whitlock", "Varga", "Delgado", "Fischer", "Haddad", "Iversen", "Mensah", "Novak", "Oyelaran", "Petrov", "Quintero", "Rahman", "Silva", "Tanaka", "Underhill", "Vasquez", "Walsh", "Xu", "Yilmaz", "Zielinski", "Achterberg", "Bianchi", "Chen", "Dubois", "Eriksen", "Ferreira", "Gallagher", "Horvat", "Ivanova", "Jovanovic", "Kaplan", "Larsen", "Mwangi", "Nair", "O'Connell", "Park", "Reyes", "Sato", "Thorne", "Ueda", "Vance"];
