// Shared steps of the auth contract tests: reading the outbox and following its links.
import type { TestServer } from "../support/server.js";

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  sent_at: string;
}

export async function outbox(server: TestServer, to?: string): Promise<OutboxMail[]> {
  const res = await fetch(`${server.url}/outbox.json${to ? `?to=${encodeURIComponent(to)}` : ""}`);
  if (!res.ok) throw new Error(`outbox answered ${res.status}`);
  return (await res.json()) as OutboxMail[];
}

export async function lastLink(server: TestServer, to: string): Promise<string> {
  const mails = await outbox(server, to);
  const link = mails[0]?.links[0];
  if (!link) throw new Error(`no mail for ${to}`);
  return link;
}

/** Opens an e-mail link like a browser would, without following the final redirect. */
export async function openLink(link: string): Promise<{ status: number; location: URL }> {
  const res = await fetch(link, { redirect: "manual" });
  const location = res.headers.get("location");
  if (!location) throw new Error(`no redirect from ${link} (status ${res.status})`);
  return { status: res.status, location: new URL(location) };
}

export function fragmentParams(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.replace(/^#/, ""));
}

let counter = 0;
export const uniqueEmail = (label = "user") => `${label}.${Date.now().toString(36)}.${counter++}@example.com`;
