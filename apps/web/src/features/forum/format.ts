// Dates in the forum: "just now", "5 minutes ago", "3 days ago", then the date.
// Made on first use, not when the module loads: building an Intl formatter costs tens of
// milliseconds on a slow phone, and the notifications menu imports this module while a page loads.
let formatters: { date: Intl.DateTimeFormat; relative: Intl.RelativeTimeFormat } | undefined;
const fmt = () =>
  (formatters ??= {
    date: new Intl.DateTimeFormat("en", { day: "numeric", month: "short", year: "numeric" }),
    relative: new Intl.RelativeTimeFormat("en", { numeric: "auto" }),
  });

export function ago(iso: string, now = Date.now()): string {
  const s = Math.round((now - new Date(iso).getTime()) / 1000);
  if (s < 45) return "just now";
  if (s < 3600) return fmt().relative.format(-Math.round(s / 60), "minute");
  if (s < 86400) return fmt().relative.format(-Math.round(s / 3600), "hour");
  if (s < 86400 * 14) return fmt().relative.format(-Math.round(s / 86400), "day");
  return fmt().date.format(new Date(iso));
}

export function fullDate(iso: string): string {
  return new Date(iso).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" });
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en")} ${n === 1 ? one : many}`;
}
