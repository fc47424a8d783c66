// Picture addresses users set (an avatar, a universe cover) reach <img src> only through
// imageSrc(): a web address (http or https) or a path on this origin, nothing else. The database
// already keeps only https and its own storage's addresses (docs/security.md, "Image URLs");
// this keeps anything that got past it (an older row, another server) out of the page, without
// leaning on the CSP alone.

/** The address when it is safe to load as a picture, else undefined (show the fallback). */
export function imageSrc(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  // Spaces, control characters and backslashes: browsers strip or reinterpret them
  // ("java\tscript:"), so an address holding one is refused whole.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f\\]/.test(url)) return undefined;
  // A path on this origin, never a protocol-relative "//host".
  if (url.startsWith("/")) return url.startsWith("//") ? undefined : url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  return parsed.protocol === "https:" || parsed.protocol === "http:" ? url : undefined;
}
