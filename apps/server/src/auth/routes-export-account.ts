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

const OWNER_COLUMNS = ["owner_id", "author_id", "user_id", "reporter_id"];
/** Server bookkeeping that names a user but is not theirs to take away. */
const SKIP = new Set(["admin_audit", "billing_events"]);

export function exportAccountRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get("/user/export", async (req, reply) => {
      const caller = await requireUser(ctx, req);
      const uid = caller.user.id;
      const out = await ctx.db.transaction(async (tx) => {
        const account = (
          await tx.query(
            `select u.id, u.email, u.created_at, u.last_sign_in_at, u.email_confirmed_at,
                    coalesce((select jsonb_agg(distinct i.provider) from auth.identities i where i.user_id = u.id), '[]'::jsonb) as sign_in_methods
               from auth.users u where u.id = $1`,
            [uid],
          )
        ).rows[0];
        const profile = (await tx.query(`select * from public.profiles where id = $1`, [uid])).rows[0] ?? null;
        const cols = await tx.query<{ table_name: string; column_name: string }>(
          `select c.table_name, c.column_name from information_schema.columns c
             join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
            where c.table_schema = 'public' and c.column_name = any($1::text[]) and c.data_type = 'uuid'
            order by c.table_name, array_position($1::text[], c.column_name::text)`,
          [OWNER_COLUMNS],
        );
        const tables: Record<string, unknown[]> = {};
        const seen = new Set<string>();
        for (const { table_name, column_name } of cols.rows) {
          if (SKIP.has(table_name) || table_name === "profiles" || seen.has(table_name)) continue;
          seen.add(table_name);
          const rows = (await tx.query(`select * from public.${quoteIdent(table_name)} where ${quoteIdent(column_name)} = $1`, [uid])).rows;
          if (rows.length) tables[table_name] = rows;
        }
        const files = (await tx.query(`select bucket_id as bucket, name, metadata->>'mimetype' as type, (metadata->>'size')::bigint as size, created_at from storage.objects where owner = $1 order by bucket_id, name`, [uid])).rows;
        return { account, profile, tables, files };
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("Content-Disposition", `attachment; filename="worldloom-export-${day}.json"`)
        .header("Cache-Control", "no-store")
        .send({ format: "worldloom-account-export", version: 1, exported_at: new Date().toISOString(), ...out });
    });
  };
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;
