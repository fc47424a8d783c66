// Generated hostile requests for the auth service: every /auth/v1 path (and known paths spelled
// other ways), random methods, query strings and JSON bodies with every field the endpoints read,
// wrong types included. Sent by fuzz.ts's runner; used by fuzz.test.ts and bench/fuzz.bench.ts.
import fc from "fast-check";
import { authKinds, mostly, nasty, type FuzzRequest } from "./fuzz.js";

const authPaths = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.constantFrom(
      "/signup",
      "/token",
      "/logout",
      "/recover",
      "/resend",
      "/otp",
      "/verify",
      "/user",
      "/user/export",
      "/user/identities/authorize",
      "/user/sessions",
      "/settings",
      "/health",
      "/authorize",
      "/callback",
      "/invite",
      "/reauthenticate",
      "/factors",
      "/admin/users",
      "/admin/generate_link",
      "/token",
      "/token",
      "/signup",
      "/user",
      "/verify",
      "/otp",
      "/recover",
    ),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom("/admin/users/", "/factors/", "/user/identities/", "/user/sessions/"), fc.oneof(fc.uuid(), nasty.map(encodeURIComponent)))
      .map(([p, id]) => `${p}${id}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("/factors/"), fc.oneof(fc.uuid(), nasty.map(encodeURIComponent)), fc.constantFrom("/challenge", "/verify"))
      .map(([p, id, s]) => `${p}${id}${s}`),
  },
  { weight: 1, arbitrary: nasty.map((s) => `/${encodeURIComponent(s)}`) },
  // Known paths spelled another way (a letter percent-encoded, a doubled or trailing slash, a dot
  // segment, other case): the router may decode them to a real route, and no guard may be fooled.
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom("/admin/users", "/admin/generate_link", "/user", "/user/export", "/verify", "/factors", "/token", "/otp"),
        fc.nat(),
        fc.constantFrom("encode", "double-slash", "trailing", "dot", "upper"),
      )
      .map(([p, at, how]) => {
        const i = 1 + (at % (p.length - 1));
        if (how === "encode" && /[a-z]/.test(p[i]!)) return `${p.slice(0, i)}%${p.charCodeAt(i).toString(16)}${p.slice(i + 1)}`;
        if (how === "double-slash") return p.replace("/", "//");
        if (how === "trailing") return `${p}/`;
        if (how === "dot") return `/.${p}`;
        return p.toUpperCase();
      }),
  },
);

/** The methods each auth path answers, so most requests reach a handler. */
const methodsFor = (path: string): string[] => {
  if (/^\/(settings|health|callback|authorize|user\/export|verify)$/.test(path)) return ["GET"];
  if (path === "/user") return ["GET", "PUT"];
  if (path === "/user/sessions" || path === "/admin/users" || path === "/factors") return ["GET", "POST", "DELETE"];
  if (/^\/(admin\/users|user\/sessions|user\/identities|factors)\/[^/]+$/.test(path)) return ["GET", "PUT", "DELETE"];
  return ["POST"];
};

const anyValue = fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 2 }), nasty);
const authBody = fc.oneof(
  fc
    .record(
      {
        email: fc.oneof(fc.emailAddress(), anyValue),
        password: anyValue,
        refresh_token: anyValue,
        phone: anyValue,
        token: anyValue,
        token_hash: anyValue,
        type: fc.oneof(fc.constantFrom("signup", "recovery", "invite", "magiclink", "email", "email_change", "sms", "phone_change"), anyValue),
        code: anyValue,
        code_verifier: anyValue,
        auth_code: anyValue,
        id_token: anyValue,
        provider: fc.oneof(fc.constantFrom("google", "email"), anyValue),
        data: anyValue,
        options: anyValue,
        factor_type: fc.oneof(fc.constantFrom("totp", "phone"), anyValue),
        friendly_name: anyValue,
        challenge_id: anyValue,
        nonce: anyValue,
        gotrue_meta_security: anyValue,
        email_confirm: anyValue,
        user_metadata: anyValue,
        app_metadata: anyValue,
        ban_duration: anyValue,
      },
      { requiredKeys: [] },
    )
    .map((o) => JSON.stringify(o)),
  fc.json({ maxDepth: 3 }),
  nasty,
);

const authQuery = fc.array(
  fc.oneof(
    fc
      .tuple(
        fc.constantFrom(
          "grant_type",
          "type",
          "redirect_to",
          "provider",
          "token",
          "token_hash",
          "scopes",
          "code",
          "state",
          "error",
          "scope",
          "page",
          "per_page",
          "filter",
          "skip_http_redirect",
          "code_challenge",
          "code_challenge_method",
        ),
        fc.oneof(
          fc.constantFrom(
            "password",
            "refresh_token",
            "id_token",
            "pkce",
            "signup",
            "recovery",
            "google",
            "http://evil.example",
            "javascript:alert(1)",
            "//evil.example",
            "1",
            "-1",
            "true",
          ),
          nasty,
        ),
      )
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`),
    nasty.map((s) => s.replace(/[&#]/g, "")),
  ),
  { maxLength: 4 },
);

export const authRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    path: authPaths,
    otherMethod: fc.oneof({ weight: 7, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH") }),
    pick: fc.nat(),
    query: authQuery,
    auth: authKinds,
    headers: fc.record(
      {
        "content-type": mostly(fc.constantFrom("application/json", "application/json", "application/x-www-form-urlencoded", "text/plain"), nasty, 8),
        accept: mostly(fc.constantFrom("text/html", "application/json"), nasty),
        "x-forwarded-for": nasty,
      },
      { requiredKeys: ["content-type"] },
    ),
    body: fc.option(authBody, { nil: undefined }),
  })
  .map(({ path, otherMethod, pick, query, auth, headers, body }) => {
    const methods = methodsFor(path);
    const method = otherMethod ?? methods[pick % methods.length]!;
    // Rate limits are per IP; an arbitrary X-Forwarded-For is only read behind a trusted proxy.
    return { method, path: `/auth/v1${path}`, query: query.join("&"), auth, headers, body: method === "GET" ? undefined : body };
  });
