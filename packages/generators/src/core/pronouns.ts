// Pronoun sets and the verb agreement they need ("they are", "she is").

export interface Pronouns {
  readonly id: PronounId;
  readonly subject: string;
  readonly object: string;
  readonly determiner: string;
  readonly possessive: string;
  readonly reflexive: string;
  /** Takes plural verb forms ("they are"). */
  readonly plural: boolean;
  /** As shown to people: "she/her". */
  readonly label: string;
}

export const PRONOUN_IDS = ["he", "she", "they", "it"] as const;
export type PronounId = (typeof PRONOUN_IDS)[number];

export const PRONOUNS: Readonly<Record<PronounId, Pronouns>> = {
  he: { id: "he", subject: "he", object: "him", determiner: "his", possessive: "his", reflexive: "himself", plural: false, label: "he/him" },
  she: { id: "she", subject: "she", object: "her", determiner: "her", possessive: "hers", reflexive: "herself", plural: false, label: "she/her" },
  they: { id: "they", subject: "they", object: "them", determiner: "their", possessive: "theirs", reflexive: "themself", plural: true, label: "they/them" },
  it: { id: "it", subject: "it", object: "it", determiner: "its", possessive: "its", reflexive: "itself", plural: false, label: "it/its" },
};

/** The pronoun set shown as `label` ("she/her") or with that id ("she"); they/them otherwise. */
export function pronounsFromLabel(label: string): Pronouns {
  // A switch rather than a search of Object.values: kinds call this in nearly every field.
  switch (label) {
    case "he/him":
    case "he":
      return PRONOUNS.he;
    case "she/her":
    case "she":
      return PRONOUNS.she;
    case "it/its":
    case "it":
      return PRONOUNS.it;
    default:
      return PRONOUNS.they;
  }
}

const IRREGULAR: Readonly<Record<string, string>> = { is: "are", was: "were", has: "have", does: "do", goes: "go", lies: "lie", dies: "die", ties: "tie" };

/** Agrees the first word of a verb phrase: "holds grudges" → "hold grudges" for they. */
export function agreePhrase(p: Pronouns, phrase: string): string {
  const sp = phrase.indexOf(" ");
  return sp < 0 ? agree(p, phrase) : agree(p, phrase.slice(0, sp)) + phrase.slice(sp);
}

/** The verb form that agrees with the pronoun set; `singular` is the he/she form ("keeps"). */
export function agree(p: Pronouns, singular: string): string {
  if (!p.plural) return singular;
  const irregular = IRREGULAR[singular];
  if (irregular) return irregular;
  if (/[^aeiou]ies$/.test(singular)) return `${singular.slice(0, -3)}y`;
  if (/(sses|xes|zzes|ches|shes|oes)$/.test(singular)) return singular.slice(0, -2);
  return singular.endsWith("s") ? singular.slice(0, -1) : singular;
}
