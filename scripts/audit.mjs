#!/usr/bin/env node
// `npm run audit`: npm's advisory check of production dependencies (high and critical fail), and
// the registry signatures of what is installed. When the registry's advisory or signature service
// cannot be reached (the build machine's proxy answers the bulk advisory endpoint with 405), this
// says so loudly and exits 0: nothing was checked, and the warning must not be mistaken for a pass.
// docs/security.md, docs/decisions/0009-faults.md.
import { spawnSync } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;
const npm = (args) => spawnSync("npm", args, { cwd: root, encoding: "utf8", timeout: 180_000, maxBuffer: 64 * 1024 * 1024 });

/** The reason the service could not be asked, from npm's JSON or its error text; undefined when it answered. */
function unreachable(json, stderr) {
  if (json && typeof json.statusCode === "number" && json.statusCode >= 400) return `${json.statusCode} from ${json.uri ?? "the registry"}`;
  const m = /(\d{3} [A-Za-z ]+ - (?:POST|GET) \S+)|(ENOTFOUND \S+)|(ECONNREFUSED \S*)|(ETIMEDOUT)|(EAI_AGAIN \S*)|(audit endpoint returned an error)/.exec(
    stderr ?? "",
  );
  return m ? m[0] : undefined;
}

const parse = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

let failed = false;
let warned = false;

// 1. Advisories.
const audit = npm(["audit", "--omit=dev", "--audit-level=high", "--json"]);
const report = parse(audit.stdout);
const auditDown = report?.metadata ? undefined : (unreachable(report, audit.stderr) ?? (audit.error ? String(audit.error.message) : undefined));
if (auditDown) {
  warned = true;
  console.warn(`WARNING: npm audit could not reach the advisory endpoint (${auditDown}).`);
  console.warn("         Production dependencies were NOT checked for advisories. Run `npm run audit` where the registry is reachable.");
} else if (report?.metadata) {
  const v = report.metadata.vulnerabilities;
  console.log(`npm audit (production dependencies): critical ${v.critical}, high ${v.high}, moderate ${v.moderate}, low ${v.low}`);
  for (const [name, adv] of Object.entries(report.vulnerabilities ?? {})) {
    if (adv.severity === "high" || adv.severity === "critical")
      console.log(`  ${adv.severity}: ${name} ${adv.range ?? ""} (fix: ${adv.fixAvailable ? "available" : "none yet"})`);
  }
  if (v.high + v.critical > 0) failed = true;
} else {
  failed = true;
  console.error(`npm audit failed without a report (exit ${audit.status}):\n${audit.stderr}`);
}

// 2. Registry signatures and provenance of the installed packages.
const sig = npm(["audit", "signatures"]);
const sigDown = sig.status === 0 ? undefined : unreachable(undefined, sig.stderr);
if (sig.status === 0) console.log(`npm audit signatures: ${(sig.stdout.trim().split("\n")[0] ?? "ok").trim()}`);
else if (sigDown) {
  warned = true;
  console.warn(`WARNING: npm audit signatures could not reach its service (${sigDown}); signatures were NOT verified.`);
} else {
  failed = true;
  console.error(`npm audit signatures failed:\n${sig.stdout}${sig.stderr}`);
}

if (warned && !failed) console.warn("npm audit: INCOMPLETE — see the warnings above (exit 0: the machine, not the dependencies, is the problem).");
process.exit(failed ? 1 : 0);
