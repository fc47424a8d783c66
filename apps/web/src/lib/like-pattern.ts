// A name search for PostgREST's `ilike`: the words anywhere in the name, with LIKE's wildcards
// (% _ \) taken literally.
export const likePattern = (q: string) => `%${q.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
