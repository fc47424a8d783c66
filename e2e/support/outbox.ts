// Reads the server's outbox (/outbox.json): the mail it would have sent, newest first.
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  sent_at: string;
}

export async function readOutbox(baseURL: string, to?: string): Promise<OutboxMail[]> {
  const res = await fetch(`${baseURL}/outbox.json${to ? `?to=${encodeURIComponent(to)}` : ""}`);
  if (!res.ok) throw new Error(`outbox answered ${res.status}`);
  return (await res.json()) as OutboxMail[];
}

/** Waits for the newest mail to `to` whose subject matches, and returns its first link. */
export async function waitForMailLink(baseURL: string, to: string, subject: RegExp, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readOutbox(baseURL, to)).find((m) => subject.test(m.subject));
    if (mail?.links[0]) return mail.links[0];
    if (Date.now() > until) throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
