// The admin users API (/admin/users): list, get, create, update, delete — service role only.
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { AuthError, validationFailed } from "./errors.js";
import { asBody, checkEmail, checkPassword, hashPassword, optObject, optString } from "./input.js";
import { bearer, verifyJwt } from "./jwt.js";
import { loadUserJson } from "./users.js";

async function requireServiceRole(ctx: AppContext, req: FastifyRequest): Promise<void> {
  const claims = await verifyJwt(bearer(req.headers.authorization), ctx.config.jwtSecret);
  if (claims.role !== "service_role" && claims.role !== "supabase_admin") throw new AuthError(403, "not_admin", "User not allowed");
}

const uuid = (id: string) => {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw new AuthError(404, "user_not_found", "User not found");
  return id;
};

export function adminRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.addHook("preHandler", async (req) => {
      if (req.url.split("?")[0]!.includes("/admin/")) await requireServiceRole(ctx, req);
    });

    app.get<{ Querystring: { page?: string; per_page?: string } }>("/admin/users", async (req, reply) => {
      const page = Math.max(1, Number(req.query.page ?? 1) || 1);
      const perPage = Math.min(1000, Math.max(1, Number(req.query.per_page ?? 50) || 50));
      const ids = await ctx.db.query<{ id: string; total: number }>(
        `select id, count(*) over ()::int as total from auth.users order by created_at, id limit $1 offset $2`,
        [perPage, (page - 1) * perPage],
      );
      const users = [];
      for (const r of ids.rows) users.push(await loadUserJson(ctx.db, r.id));
      reply.header("X-Total-Count", String(ids.rows[0]?.total ?? 0));
      return { users, aud: "authenticated" };
    });

    app.get<{ Params: { id: string } }>("/admin/users/:id", async (req) => {
      const user = await loadUserJson(ctx.db, uuid(req.params.id));
      if (!user) throw new AuthError(404, "user_not_found", "User not found");
      return user;
    });

    app.post("/admin/users", async (req) => {
      const body = asBody(req.body);
      const email = checkEmail(optString(body, "email"));
      const password = optString(body, "password");
      const hash = password ? await hashPassword(checkPassword(ctx.config, password)) : null;
      const confirm = body.email_confirm === true;
      const userMeta = optObject(body, "user_metadata") ?? {};
      const appMeta = optObject(body, "app_metadata") ?? {};
      const id = await ctx.db.transaction(async (tx) => {
        if ((await tx.query(`select 1 from auth.users where lower(email) = $1`, [email])).rows.length > 0) {
          throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
        }
        const created = await tx.query<{ id: string }>(
          `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
           values ($1, $2, case when $3 then now() end, $4::jsonb, $5::jsonb) returning id`,
          [email, hash, confirm, JSON.stringify({ provider: "email", providers: ["email"], ...appMeta }), JSON.stringify(userMeta)],
        );
        const userId = created.rows[0]!.id;
        await tx.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1::text, $1::text::uuid, $2::jsonb, 'email')`,
          [userId, JSON.stringify({ sub: userId, email, email_verified: confirm, phone_verified: false })],
        );
        return userId;
      });
      return loadUserJson(ctx.db, id);
    });

    app.put<{ Params: { id: string } }>("/admin/users/:id", async (req) => {
      const id = uuid(req.params.id);
      const body = asBody(req.body);
      const email = optString(body, "email");
      const password = optString(body, "password");
      const hash = password ? await hashPassword(checkPassword(ctx.config, password)) : undefined;
      const userMeta = optObject(body, "user_metadata");
      const appMeta = optObject(body, "app_metadata");
      const ban = optString(body, "ban_duration");
      if (ban && ban !== "none" && !/^\d+h$/.test(ban)) throw validationFailed("ban_duration must be 'none' or a number of hours like '24h'");
      await ctx.db.transaction(async (tx) => {
        if ((await tx.query(`select 1 from auth.users where id = $1 for update`, [id])).rows.length === 0) throw new AuthError(404, "user_not_found", "User not found");
        if (email) await tx.query(`update auth.users set email = $2 where id = $1`, [id, checkEmail(email)]);
        if (hash) await tx.query(`update auth.users set encrypted_password = $2 where id = $1`, [id, hash]);
        if (body.email_confirm === true) await tx.query(`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`, [id]);
        if (userMeta) await tx.query(`update auth.users set raw_user_meta_data = jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb) where id = $1`, [id, JSON.stringify(userMeta)]);
        if (appMeta) await tx.query(`update auth.users set raw_app_meta_data = jsonb_strip_nulls(coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb) where id = $1`, [id, JSON.stringify(appMeta)]);
        if (ban) {
          await tx.query(`update auth.users set banned_until = case when $2 = 'none' then null else now() + make_interval(hours => $3) end where id = $1`, [id, ban, ban === "none" ? 0 : Number.parseInt(ban, 10)]);
          if (ban !== "none") await tx.query(`delete from auth.sessions where user_id = $1`, [id]);
        }
        await tx.query(`update auth.users set updated_at = now() where id = $1`, [id]);
      });
      return loadUserJson(ctx.db, id);
    });

    app.delete<{ Params: { id: string } }>("/admin/users/:id", async (req) => {
      const id = uuid(req.params.id);
      const res = await ctx.db.query(`delete from auth.users where id = $1`, [id]);
      if (res.affectedRows === 0) throw new AuthError(404, "user_not_found", "User not found");
      return {};
    });
  };
}
