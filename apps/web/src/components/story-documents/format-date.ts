// A document's date as the lists show it ("3 Dec 2026" in the reader's own order).
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
