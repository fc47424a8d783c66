// /outbox (HTML) and /outbox.json: the mail the server would have sent, newest first.
// Answered only to loopback clients unless OUTBOX_PUBLIC is set: the links sign people in.
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";

interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  sent_at: string;
}

/** Served without CORS (http/security.ts): a page on another origin must never read a sign-in link. */
export const OUTBOX_ROUTES = ["/outbox", "/outbox.json"] as const;

const loopback = (ip: string) => ip === "127.0.0.1" || ip === "::1" || ip === "::ffff:127.0.0.1" || ip.startsWith("127.");
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function outboxPlugin(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // A request a proxy on this machine forwards arrives from loopback too, with the stranger's
    // address in a header that the stranger can also forge: forwarded requests are never local.
    const forwarded = (req: FastifyRequest) =>
      req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined || req.headers["x-real-ip"] !== undefined;
    // DNS rebinding: a stranger's name that resolves to 127.0.0.1 makes the stranger's page
    // same-origin with the outbox. A local request must name this machine or this install.
    const localHost = (req: FastifyRequest) => {
      const host = (req.headers.host ?? "")
        .replace(/:\d+$/, "")
        .replace(/^\[|\]$/g, "")
        .toLowerCase();
      const own = [ctx.config.apiExternalUrl, ctx.config.siteUrl].map((u) => {
        try {
          return new URL(u).hostname.replace(/^\[|\]$/g, "").toLowerCase();
        } catch {
          return "";
        }
      });
      return host === "localhost" || host.endsWith(".localhost") || loopback(host) || host === "::1" || own.includes(host);
    };
    const allowed = (req: FastifyRequest) => ctx.config.outboxPublic || (loopback(req.socket.remoteAddress ?? "") && !forwarded(req) && localHost(req));
    const load = async (to?: string) =>
      (
        await ctx.db.query<OutboxRow>(
          `select id::text, to_address as "to", subject, text_body as text, html_body as html, links,
             to_json(sent_at)#>>'{}' as sent_at
           from auth.outbox where ($1::text is null or lower(to_address) = lower($1)) order by id desc limit 200`,
          [to ?? null],
        )
      ).rows;

    app.get<{ Querystring: { to?: string } }>("/outbox.json", async (req, reply) => {
      if (!allowed(req)) return reply.code(403).send({ message: "The outbox is only served to this machine. Set OUTBOX_PUBLIC=true to change that." });
      return load(req.query.to);
    });

    app.get<{ Querystring: { to?: string } }>("/outbox", async (req, reply) => {
      if (!allowed(req)) return reply.code(403).type("text/plain").send("The outbox is only served to this machine. Set OUTBOX_PUBLIC=true to change that.");
      const rows = await load(req.query.to);
      const items = rows
        .map(
          (
            m,
          ) => `<article><header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to)} · ${escapeHtml(new Date(m.sent_at).toLocaleString("en-GB"))}</span></header>
<pre>${escapeHtml(m.text)}</pre>${m.links.map((l) => `<a href="${escapeHtml(l)}">Open the link</a>`).join(" ")}</article>`,
        )
        .join("\n");
      return reply.type("text/html; charset=utf-8")
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Outbox · Worldloom</title>
<style>body{font-family:system-ui,sans-serif;background:#f7f1e3;color:#2b2118;margin:0;padding:24px}main{max-width:760px;margin:auto}h1{font-family:Georgia,serif}
article{background:#fffdf7;border:1px solid #e4d8bf;border-radius:10px;padding:16px;margin:12px 0}header{display:flex;flex-wrap:wrap;gap:8px;justify-content:space-between}
header span{color:#6b5a48;font-size:14px;overflow-wrap:anywhere;min-width:0}pre{white-space:pre-wrap;overflow-wrap:anywhere;font-size:14px}a{display:inline-block;background:#6b3f1d;color:#fff;padding:8px 14px;border-radius:8px;text-decoration:none}</style></head>
<body><main><h1>Outbox</h1><p>Mail the server would have sent. Configure <code>SMTP_URL</code> to send real mail.</p>${items || "<p>No mail yet. Sign up in the app and the confirmation message appears here.</p>"}</main></body></html>`);
    });
  };
}
