// "1 relation", "3 relations": a list card's count line.
export const counted = (n: number, what: string) => `${n} ${n === 1 ? what : `${what}s`}`;
