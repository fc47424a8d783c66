// Sends auth mail through SMTP when SMTP_URL is set, otherwise into the outbox: stored in the
// database, printed to the log, and readable at /outbox so a newcomer needs no mail server.
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import type { Queryable } from "../db/db.js";
import type { Mail } from "./templates.js";

export interface Mailer {
  send(q: Queryable, mail: Mail): Promise<void>;
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(_q, mail) {
        await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      },
    };
  }
  return {
    async send(q, mail) {
      await q.query(`insert into auth.outbox (to_address, subject, text_body, html_body, links) values ($1, $2, $3, $4, $5)`, [
        mail.to,
        mail.subject,
        mail.text,
        mail.html,
        JSON.stringify(mail.links),
      ]);
      log.info(`Mail to ${mail.to}: "${mail.subject}" — ${mail.links[0] ?? ""} (outbox: ${config.apiExternalUrl}/outbox)`);
    },
  };
}
