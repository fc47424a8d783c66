// Reading every row of a query in keyset pages on id, for the export (the server caps rows per request).

/** Every row of a query read in keyset pages on id of `size` rows (the server caps rows per request). */
export async function pages<T extends { id: string }>(
  read: (after: string) => PromiseLike<{ data: T[] | null; error: { message: string } | null }>,
  size = 250,
): Promise<T[]> {
  const rows: T[] = [];
  let after = "";
  for (;;) {
    const { data, error } = await read(after);
    if (error) throw new Error(error.message);
    const page = data ?? [];
    rows.push(...page);
    if (page.length < size) return rows;
    after = page[page.length - 1]!.id;
  }
}
