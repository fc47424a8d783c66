// English function words an invented word must never be on its own, and the ending that fixes one.
/**
 * Short English words (articles, pronouns, prepositions, conjunctions, common verbs) that an
 * invented word must never be on its own: "An Rok'u", "They is a town" and "The An Kuuga
 * People" read as broken English.
 */
export const ENGLISH_FUNCTION_WORDS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "the",
  "they",
  "he",
  "she",
  "it",
  "its",
  "we",
  "us",
  "me",
  "my",
  "i",
  "you",
  "him",
  "her",
  "his",
  "hers",
  "them",
  "our",
  "your",
  "of",
  "and",
  "or",
  "nor",
  "but",
  "so",
  "yet",
  "if",
  "as",
  "at",
  "by",
  "in",
  "on",
  "to",
  "up",
  "for",
  "from",
  "with",
  "into",
  "onto",
  "off",
  "out",
  "is",
  "am",
  "are",
  "was",
  "were",
  "be",
  "been",
  "do",
  "did",
  "does",
  "had",
  "has",
  "have",
  "can",
  "may",
  "will",
  "not",
  "no",
  "yes",
  "this",
  "that",
  "these",
  "those",
  "then",
  "than",
  "there",
  "here",
  "who",
  "what",
  "when",
  "where",
  "why",
  "how",
  "which",
  "all",
  "any",
  "one",
  "oh",
  "ah",
  "eh",
  "o",
]);

/** The ending that turns a function word into an invented one: "an" → "ana", "the" → "thel". */
let longest = 0;
for (const w of ENGLISH_FUNCTION_WORDS) if (w.length > longest) longest = w.length;
const LONGEST_FUNCTION_WORD = longest;

/** Whether a word is spelled exactly like the English article "a" or "an", in any case: it gets an onset ("han"). */
export function isArticle(t: string): boolean {
  return (t.length === 1 || t.length === 2) && (t.charCodeAt(0) | 32) === 97 && (t.length === 1 || (t.charCodeAt(1) | 32) === 110);
}

/** Whether a token is only the letters a–z (most invented words are), so needs no normalising. */
function plainLower(token: string): boolean {
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c < 97 || c > 122) return false;
  }
  return true;
}

export function functionWordFix(token: string): string {
  // Every listed word is short: longer tokens (most of them) return at once.
  if (token.length > 6) return "";
  const bare = plainLower(token) ? token : (token.includes("'") ? token.replace(/'/g, "") : token).toLowerCase();
  if (bare.length > LONGEST_FUNCTION_WORD || !ENGLISH_FUNCTION_WORDS.has(bare)) return "";
  const c = token.length === 0 ? 0 : token.charCodeAt(token.length - 1) | 32;
  return c === 97 || c === 101 || c === 105 || c === 111 || c === 117 ? "l" : "a";
}
