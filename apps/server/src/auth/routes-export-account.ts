// GET /auth/v1/user/export: everything the signed-in user has, as one JSON file (not a GoTrue
// endpoint; the Profile page's "Export everything"). The account (e-mail, dates, sign-in methods),
// the profile, and every row of every public table that names them as its owner, author or user
// (library items and their notes, universes, story documents with their sections, links, comments
// and progress, forum and feedback posts, likes, roadmap, subscription…), and the files they
// uploaded (name, size, type). Only rows whose owner column is the caller's id are read, so
// nothing of anyone else's comes along.
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../context.js";
import { requireUser } from "./current-user.js";
import { requireAal2IfEnrolled } from "./require-aal.js";
import { accountSummary, ownedRowsByTable, profileRow, storedFilesOf } from "./model/account.js";

const OWNER_COLUMNS = ["owner_id", "author_id", "user_id", "reporter_id"];
/** Server bookkeeping that names a user but is not theirs to take away. */
const SKIP = new Set(["admin_audit", "billing_events"]);

export function exportAccountRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get("/user/export", async (req, reply) => {
      const caller = await requireUser(ctx, req);
      await requireAal2IfEnrolled(ctx, caller);
      const uid = caller.user.id;
      const out = await ctx.db.transaction(async (tx) => ({
        account: await accountSummary(tx, uid),
        profile: await profileRow(tx, uid),
        tables: await ownedRowsByTable(tx, uid, OWNER_COLUMNS, SKIP),
        files: await storedFilesOf(tx, uid),
      }));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("Content-Disposition", `attachment; filename="worldloom-export-${day}.json"`)
        .header("Cache-Control", "no-store")
        .send({ format: "worldloom-account-export", version: 1, exported_at: new Date().toISOString(), ...out });
    });
  };
}
