// The admin users API (/admin/users): list, get, create, update, delete — service role only.
import { newAccountMetadata } from "./account-metadata.js";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { AuthError, validationFailed } from "./errors.js";
import { asBody, checkEmail, checkMetadata, checkPassword, hashPassword, mergedMetadata, optObject, optString } from "./input.js";
import { bearer, verifyJwt } from "./jwt.js";
import { makeLink, type VerifyType } from "./links.js";
import { resolveRedirect } from "./redirect.js";
import { deleteAllSessionsOf } from "./model/sessions.js";
import {
  confirmEmail,
  createAdminUser,
  createEmailUser,
  deleteUser,
  emailInUse,
  findUserByEmail,
  findUserById,
  listUserIds,
  loadUserJson,
  lockUser,
  mergeAppMetadata,
  mergeUserMetadata,
  requestEmailChange,
  setBan,
  setEmail,
  setPasswordHash,
  touchUser,
} from "./model/users.js";

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
    // Every route of this plugin is an admin route, and the hook is encapsulated to them: the
    // check follows the route Fastify matched, never the URL's spelling (an encoded `%61dmin`
    // once matched the route and skipped a test of the raw URL; docs/security.md).
    app.addHook("preHandler", async (req) => {
      await requireServiceRole(ctx, req);
    });

    // GoTrue's listing: newest first unless ?sort=created_at asc; ?filter= matches the e-mail or
    // the name; X-Total-Count and a Link header with the next and last pages (supabase-js reads both).
    app.get<{ Querystring: { page?: string; per_page?: string; sort?: string; filter?: string } }>("/admin/users", async (req, reply) => {
      const page = Math.max(1, Number(req.query.page ?? 1) || 1);
      const perPage = Math.min(1000, Math.max(1, Number(req.query.per_page ?? 50) || 50));
      const sort = (req.query.sort ?? "created_at desc").trim().toLowerCase().split(/\s+/);
      if (sort[0] !== "created_at" || (sort[1] !== undefined && sort[1] !== "asc" && sort[1] !== "desc") || sort.length > 2) {
        throw validationFailed(`bad sort field "${req.query.sort}": only created_at, asc or desc`);
      }
      const dir = sort[1] === "asc" ? "asc" : "desc";
      const filter = (req.query.filter ?? "").trim();
      const { ids, total } = await listUserIds(ctx.db, { limit: perPage, offset: (page - 1) * perPage, filter, dir });
      const users = [];
      for (const id of ids) users.push(await loadUserJson(ctx.db, id));
      const last = Math.max(1, Math.ceil(total / perPage));
      const href = (p: number) => `</auth/v1/admin/users?page=${p}&per_page=${perPage}>`;
      const links = [...(page < last ? [`${href(page + 1)}; rel="next"`] : []), `${href(last)}; rel="last"`];
      reply.header("X-Total-Count", String(total));
      reply.header("Link", links.join(", "));
      return { users, aud: "authenticated" };
    });

    // generateLink: the link, code and hash an e-mail would carry, without sending it.
    app.post<{ Querystring: { redirect_to?: string } }>("/admin/generate_link", async (req) => {
      const body = asBody(req.body);
      const type = optString(body, "type");
      const email = checkEmail(optString(body, "email"));
      const redirectTo = resolveRedirect(ctx.config, optString(body, "redirect_to") ?? req.query.redirect_to);
      const data = await newAccountMetadata(ctx.db, "data", optObject(body, "data"));
      const types = ["signup", "invite", "magiclink", "recovery", "email_change_current", "email_change_new"];
      if (!type || !types.includes(type)) throw validationFailed(`Invalid email action link type requested: ${type ?? ""}`);
      const made = await ctx.db.transaction(async (tx) => {
        let user = await findUserByEmail(tx, email, true);
        let verify: VerifyType;
        let to = email;
        if (type === "signup" || type === "invite") {
          if (user?.email_confirmed_at) throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
          if (!user) {
            const password = optString(body, "password");
            if (type === "signup" && !password) throw validationFailed("Password is required for signup links");
            const hash = password ? await hashPassword(checkPassword(ctx.config, password)) : null;
            user = await createEmailUser(tx, email, hash, data, type === "invite");
          }
          verify = type;
        } else {
          if (!user) throw new AuthError(404, "user_not_found", "User with this email not found");
          if (type === "magiclink" || type === "recovery") verify = type;
          else {
            const newEmail = checkEmail(optString(body, "new_email"));
            if (await findUserByEmail(tx, newEmail)) throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
            await requestEmailChange(tx, user.id, newEmail);
            verify = "email_change";
            to = type === "email_change_new" ? newEmail : email;
          }
        }
        const link = await makeLink(ctx, tx, { userId: user.id, to, type: verify, redirectTo });
        return { link, userId: user.id, verify };
      });
      const user = await loadUserJson(ctx.db, made.userId);
      return {
        ...user,
        action_link: made.link.link,
        email_otp: made.link.otp,
        hashed_token: made.link.hashed,
        verification_type: made.verify,
        redirect_to: redirectTo,
      };
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
      const userMeta = await newAccountMetadata(ctx.db, "user_metadata", optObject(body, "user_metadata"));
      const appMeta = checkMetadata("app_metadata", optObject(body, "app_metadata")) ?? {};
      const id = await ctx.db.transaction(async (tx) => {
        if (await emailInUse(tx, email)) throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
        return createAdminUser(tx, { email, hash, confirm, appMeta, userMeta });
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
        if (!(await lockUser(tx, id))) throw new AuthError(404, "user_not_found", "User not found");
        // The metadata as it will be after the merge must still fit in a token.
        const row = userMeta || appMeta ? await findUserById(tx, id) : undefined;
        if (userMeta) checkMetadata("user_metadata", mergedMetadata(row?.raw_user_meta_data, userMeta));
        if (appMeta) checkMetadata("app_metadata", mergedMetadata(row?.raw_app_meta_data, appMeta));
        if (email) await setEmail(tx, id, checkEmail(email));
        if (hash) await setPasswordHash(tx, id, hash);
        if (body.email_confirm === true) await confirmEmail(tx, id);
        if (userMeta) await mergeUserMetadata(tx, id, userMeta);
        if (appMeta) await mergeAppMetadata(tx, id, appMeta);
        if (ban) {
          await setBan(tx, id, ban === "none" ? null : Number.parseInt(ban, 10));
          // A banned user is signed out everywhere at once.
          if (ban !== "none") await deleteAllSessionsOf(tx, id);
        }
        await touchUser(tx, id);
      });
      return loadUserJson(ctx.db, id);
    });

    app.delete<{ Params: { id: string } }>("/admin/users/:id", async (req) => {
      const id = uuid(req.params.id);
      if (!(await deleteUser(ctx.db, id))) throw new AuthError(404, "user_not_found", "User not found");
      return {};
    });
  };
}
