// Secrets never in logs: each e2e server writes its log to e2e/.logs/ (LOG_LEVEL debug, so every
// request line is there too), and when it closes the log is searched for the JWT secret, the
// service-role key, every refresh token the server issued, the test users' passwords and any
// Authorization: Bearer value or JWT. A find fails the test file (docs/security.md).
import { mkdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const LOG_DIR = process.env.E2E_LOG_DIR ?? fileURLToPath(new URL("../.logs", import.meta.url));

const passwords = new Set<string>();

/** Remember a password a test used, so the log check looks for it. */
export function rememberPassword(password: string): void {
  passwords.add(password);
}

export function newLogFile(): string {
  mkdirSync(LOG_DIR, { recursive: true });
  return `${LOG_DIR}/server-${new Date().toISOString().replace(/[:.]/g, "-")}-${process.pid}-${Math.random().toString(36).slice(2, 8)}.log`;
}

/** What in `log` looks like a secret: named kinds, never the secret itself. */
export function secretsIn(log: string, known: { name: string; value: string }[]): string[] {
  const found: string[] = [];
  for (const { name, value } of known) if (value.length >= 6 && log.includes(value)) found.push(name);
  for (const p of passwords) if (log.includes(p)) found.push("a test user's password");
  if (/Bearer\s+(?!\[redacted\])[\w.~+/-]{8,}/i.test(log)) found.push("an Authorization: Bearer value");
  if (/eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/.test(log)) found.push("a JWT");
  if (/"(password|refresh_token|access_token)"\s*:\s*"(?!\[redacted\])/.test(log)) found.push("a password or token field");
  return found;
}

export function checkLogFile(file: string, known: { name: string; value: string }[]): void {
  let log = "";
  try {
    log = readFileSync(file, "utf8");
  } catch {
    return;
  }
  const found = secretsIn(log, known);
  if (found.length > 0) throw new Error(`The server log ${file} holds secrets: ${[...new Set(found)].join(", ")}`);
}
