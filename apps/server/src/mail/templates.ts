// The auth e-mails: confirmation, recovery, e-mail change and magic link, each as plain text
// and HTML, in Worldloom's voice.
export type MailKind = "confirmation" | "recovery" | "email_change" | "email_change_current" | "magiclink" | "invite";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

const copy: Record<MailKind, { subject: string; lead: string; action: string; after: string }> = {
  confirmation: {
    subject: "Confirm your Worldloom account",
    lead: "Welcome to Worldloom. Confirm this address and your worlds are ready for you.",
    action: "Confirm my account",
    after: "If you did not sign up, ignore this message: nothing happens without the link.",
  },
  recovery: {
    subject: "Reset your Worldloom password",
    lead: "Someone (we hope you) asked to reset the password of your Worldloom account.",
    action: "Choose a new password",
    after: "If you did not ask for this, ignore this message: your password stays as it is.",
  },
  email_change: {
    subject: "Confirm your new Worldloom e-mail address",
    lead: "Confirm this address to make it the one your Worldloom account uses. If your account has an address already, we wrote to it too: the address changes once both links are followed.",
    action: "Confirm the new address",
    after: "If you did not ask for this change, ignore this message and the address stays as it is.",
  },
  // The secure e-mail change's second link, to the address the account has now: a stolen session
  // alone cannot move the account to an address its owner never sees.
  email_change_current: {
    subject: "Confirm the change of your Worldloom e-mail address",
    lead: "Someone (we hope you) asked to change the e-mail address of your Worldloom account from this one to {new}. Confirm it from here too: the address changes only once this link and the one sent to {new} have both been followed.",
    action: "Confirm the change",
    after:
      "If you did not ask for this, do not follow the link: the address stays as it is. Someone may be signed in to your account; change your password and sign out everywhere else on the Profile page.",
  },
  invite: {
    subject: "You are invited to Worldloom",
    lead: "You have been invited to Worldloom, a place to build fictional worlds and the stories set in them.",
    action: "Accept the invitation",
    after: "If you do not know why you got this, ignore it: no account is used without the link.",
  },
  magiclink: {
    subject: "Your Worldloom sign-in link",
    lead: "Here is the link to sign in to Worldloom.",
    action: "Sign in",
    after: "If you did not ask to sign in, ignore this message.",
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The reauthentication mail: a code only (it confirms a change made inside the app). */
export function renderCodeMail(to: string, otp: string): Mail {
  const lead = "Enter this code in Worldloom to confirm it is you before changing your password:";
  const after = "If you did not ask for this, someone may know your password: change it, or ignore this message.";
  const text = `${lead}\n\n${otp}\n\nThe code works once and expires in an hour.\n${after}\n\n— Worldloom\n`;
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;background:#f7f1e3;color:#2b2118;padding:24px">
<div style="max-width:560px;margin:auto;background:#fffdf7;border:1px solid #e4d8bf;border-radius:12px;padding:28px">
<h1 style="font-size:22px;margin:0 0 12px">Worldloom</h1>
<p style="font-size:16px;line-height:1.5">${escapeHtml(lead)}</p>
<p style="font-size:28px;letter-spacing:6px;font-family:monospace"><strong>${escapeHtml(otp)}</strong></p>
<p style="font-size:13px;color:#7a6a5a">The code works once and expires in an hour. ${escapeHtml(after)}</p>
</div></body></html>`;
  return { to, subject: "Your Worldloom confirmation code", text, html, links: [] };
}

export function renderMail(kind: MailKind, to: string, link: string, otp: string, vars: { newEmail?: string } = {}): Mail {
  const fill = (t: string) => t.replaceAll("{new}", vars.newEmail ?? "a new address");
  const c = { ...copy[kind], lead: fill(copy[kind].lead) };
  const text = `${c.lead}\n\n${c.action}: ${link}\n\nOr enter this code: ${otp}\n\nThe link works once and expires in an hour.\n${c.after}\n\n— Worldloom\n`;
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;background:#f7f1e3;color:#2b2118;padding:24px">
<div style="max-width:560px;margin:auto;background:#fffdf7;border:1px solid #e4d8bf;border-radius:12px;padding:28px">
<h1 style="font-size:22px;margin:0 0 12px">Worldloom</h1>
<p style="font-size:16px;line-height:1.5">${escapeHtml(c.lead)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#6b3f1d;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none;font-family:sans-serif">${escapeHtml(c.action)}</a></p>
<p style="font-size:14px;color:#5c4a3a">Or enter this code: <strong>${escapeHtml(otp)}</strong>. The link works once and expires in an hour.</p>
<p style="font-size:13px;color:#7a6a5a">${escapeHtml(c.after)}</p>
</div></body></html>`;
  return { to, subject: c.subject, text, html, links: [link] };
}

/**
 * The answer to a sign-in link, a password reset or a sign-up asked for an address that has no
 * account (or already has one): the requester is told the same as for any other address, and only
 * the mailbox's owner learns which it is (docs/security.md, "Enumeration").
 */
export function renderNoticeMail(kind: "no_account" | "already_registered", to: string, siteUrl: string): Mail {
  const c =
    kind === "no_account"
      ? {
          subject: "No Worldloom account uses this address",
          lead: "Someone (we hope you) asked Worldloom for a sign-in link or a new password for this address, but no account uses it.",
          action: "Create an account",
          after: "If you did not ask for this, ignore this message: nothing was created.",
        }
      : {
          subject: "You already have a Worldloom account",
          lead: "Someone (we hope you) tried to sign up to Worldloom with this address, which already has an account.",
          action: "Sign in",
          after: "Forgot the password? Use “Forgot password” when you sign in. If this was not you, ignore this message: nothing changed.",
        };
  const text = `${c.lead}\n\n${c.action}: ${siteUrl}\n\n${c.after}\n\n— Worldloom\n`;
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;background:#f7f1e3;color:#2b2118;padding:24px">
<div style="max-width:560px;margin:auto;background:#fffdf7;border:1px solid #e4d8bf;border-radius:12px;padding:28px">
<h1 style="font-size:22px;margin:0 0 12px">Worldloom</h1>
<p style="font-size:16px;line-height:1.5">${escapeHtml(c.lead)}</p>
<p><a href="${escapeHtml(siteUrl)}" style="display:inline-block;background:#6b3f1d;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none;font-family:sans-serif">${escapeHtml(c.action)}</a></p>
<p style="font-size:13px;color:#7a6a5a">${escapeHtml(c.after)}</p>
</div></body></html>`;
  return { to, subject: c.subject, text, html, links: [siteUrl] };
}
