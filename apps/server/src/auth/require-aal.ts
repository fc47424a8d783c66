// A second factor before what acts on the whole account (docs/mfa.md): a caller whose session is
// aal1 while the user has a verified factor is refused with GoTrue's insufficient_aal (401, as
// GoTrue's PUT /user answers it). The level is the session's in the database, not the token's.
import type { AppContext } from "../context.js";
import type { Caller } from "./current-user.js";
import { AuthError } from "./errors.js";
import { hasVerifiedFactor } from "./model/factors.js";

export const AAL2_REQUIRED = "AAL2 session is required for this action when MFA is enabled.";
/** GoTrue's words for PUT /user with a new e-mail or password. */
export const AAL2_REQUIRED_FOR_UPDATE = "AAL2 session is required to update email or password when MFA is enabled.";

export async function requireAal2IfEnrolled(ctx: AppContext, caller: Caller, message: string = AAL2_REQUIRED): Promise<void> {
  if (caller.aal === "aal2") return;
  if (await hasVerifiedFactor(ctx.db, caller.user.id)) throw new AuthError(401, "insufficient_aal", message);
}
