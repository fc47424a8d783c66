// Access tokens: HS256 JWTs with GoTrue's claims (docs/wire-protocol.md §2.6), signed and checked
// with the server's secret; the check is the server's one verifier (../jwt.ts), its failures told
// in GoTrue's words here.
import { SignJWT, errors as joseErrors, type JWTPayload } from "jose";
import { bearerToken, verifyToken } from "../jwt.js";
import { secretKey } from "../keys.js";
import { AuthError, badJwt } from "./errors.js";

export interface AccessClaims extends JWTPayload {
  sub: string;
  role: string;
  aud: string;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  aal: string;
  amr: { method: string; timestamp: number }[];
  session_id: string;
  is_anonymous: boolean;
}

export async function signAccessToken(
  claims: Omit<AccessClaims, "iat" | "exp" | "iss">,
  secret: string,
  issuer: string,
  expiresIn: number,
  now: number,
): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(issuer)
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(secretKey(secret));
}

/**
 * Why a token failed, in the words GoTrue's JWT library (golang-jwt v5) uses, which GoTrue appends
 * to "invalid JWT: unable to parse or verify signature, ".
 */
function jwtFailure(token: string, e: unknown): string | undefined {
  if (token.split(".").length !== 3) return "token is malformed: token contains an invalid number of segments";
  if (e instanceof joseErrors.JWTExpired) return "token has invalid claims: token is expired";
  if (e instanceof joseErrors.JWTClaimValidationFailed) {
    if (e.claim === "nbf") return "token has invalid claims: token is not valid yet";
    if (e.claim === "iat") return "token has invalid claims: token used before issued";
    return undefined;
  }
  if (e instanceof joseErrors.JWSSignatureVerificationFailed) return "token signature is invalid: signature is invalid";
  if (e instanceof joseErrors.JOSEAlgNotAllowed) return "token is unverifiable: error while executing keyfunc: invalid signing method";
  if (e instanceof joseErrors.JWSInvalid || e instanceof joseErrors.JWTInvalid) return "token is malformed: could not JSON decode header";
  return undefined;
}

/** Any token signed by us (user tokens and the API keys); throws bad_jwt (GoTrue's 403) otherwise. */
export async function verifyJwt(token: string, secret: string): Promise<JWTPayload> {
  try {
    return await verifyToken(token, secret);
  } catch (e) {
    const why = jwtFailure(token, e);
    throw badJwt(why ? `invalid JWT: unable to parse or verify signature, ${why}` : undefined);
  }
}

/** The Bearer token of a request, or a 401 no_authorization. */
export function bearer(header: string | undefined): string {
  const token = bearerToken(header);
  if (!token || /\s/.test(token)) throw new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  return token;
}
