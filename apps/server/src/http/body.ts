// Body parsing shared by every service. JSON bodies may be empty (postgrest-js sends
// Content-Type: application/json on DELETE with no body); bad JSON becomes a 400 that each
// service's error handler turns into its own error shape.
import type { FastifyInstance } from "fastify";
import { BadBodyError } from "../bad-body-error.js";

/** A JSON body: undefined when empty; bad JSON throws BadBodyError (rest/fast.ts parses its bodies with it too). */
export function parseJsonBody(body: string): unknown {
  if (body.trim() === "") return undefined;
  try {
    return JSON.parse(body);
  } catch (e) {
    throw new BadBodyError(`Could not parse the request body as JSON: ${(e as Error).message}`);
  }
}

export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser(/^application\/(.+\+)?json/i, { parseAs: "string" }, (_req, body: string, done) => {
    let parsed: unknown;
    try {
      parsed = parseJsonBody(body);
    } catch (e) {
      return done(e as BadBodyError, undefined);
    }
    done(null, parsed);
  });
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body: string, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body)));
  });
  app.addContentTypeParser(/^text\//i, { parseAs: "string" }, (_req, body: string, done) => done(null, body));
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_req, body: Buffer, done) => done(null, body));
}
