// Saves a Blob as a download (no server round trip): an object URL on a temporary link. Every
// export in the app (bundles, books, timelines, maps, backups, account export) goes through it.
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  downloadUrl(url, fileName);
  // The browser has taken the data once the click is handled; release it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads what `url` points at (an object URL or a data: URL) as `fileName`, through a temporary link. */
export function downloadUrl(url: string, fileName: string): void {
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.rel = "noopener";
  a.style.display = "none";
  document.body.append(a);
  a.click();
  a.remove();
}

/** A file name made from a title: "The Red Court" → "the-red-court.png" (`fallback` when nothing is left). */
export const fileNameFor = (title: string, ext: string, fallback = "chart") =>
  `${
    title
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "")
      .toLowerCase() || fallback
  }.${ext}`;

export function downloadJson(value: unknown, fileName: string): void {
  downloadBlob(new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: "application/json" }), fileName);
}
