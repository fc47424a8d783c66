// The worldloom-generate command. parseCli checks the arguments; cliChunks yields the output one
// result at a time (so 100,000 results are never held in memory); runCli collects it for small
// runs and tests; streamCli (cli-stream.ts) writes it with backpressure and a progress bar.
import { getGenerator, registeredKinds, type Registry } from "./core/generate.js";
import { describeOptions, GeneratorOptionError, SETTINGS, TONES } from "./core/options.js";
import { batchSeed, isSeed, MAX_SEED_LENGTH, type Seed } from "./core/rng.js";
import { resultToMarkdown } from "./markdown.js";
import { generators } from "./registry.js";
import { buildWorld } from "./world-builder.js";

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** The most results one run makes. */
export const MAX_CLI_COUNT = 100_000;
export const FORMATS = ["json", "ndjson", "md"] as const;
export type CliFormat = (typeof FORMATS)[number];

export const USAGE =
  "Usage: worldloom-generate <kind> [--seed S] [--count N (1–100000)] [--option key=value ...] [--format json|ndjson|md]\n" +
  "       worldloom-generate --world [--seed S] [--option setting=… --option tone=…] [--format json|ndjson|md]\n" +
  "  --world  builds a whole starter world from one seed (language, calendar, peoples, places, factions,\n" +
  "           a government and its capital, a faith, a cast and a dated history, linked to each other)";

/** What `--world` is planned as: not a kind, a whole linked world. */
export const WORLD = "--world";

/** A checked run: what to generate and how to print it. */
export interface CliPlan {
  readonly kind: string;
  readonly seed: Seed;
  readonly count: number;
  readonly format: CliFormat;
  readonly options: Readonly<Record<string, string>>;
  readonly registry: Registry;
}

function fail(message: string): CliResult {
  return { code: 2, stdout: "", stderr: `${message}\n${USAGE}\n` };
}

function countError(raw: string): string {
  return `--count must be a whole number from 1 to ${MAX_CLI_COUNT.toLocaleString("en")}; got "${raw}".`;
}

/** The plan, or the message and exit code to give instead (help, or a usage error). */
export function parseCli(argv: readonly string[], defaultSeed: string, registry: Registry = generators): CliPlan | CliResult {
  const kinds = registeredKinds(registry);
  if (argv.length === 0 || argv[0] === "--help" || argv[0] === "-h") {
    const text = `${USAGE}\nKinds: ${kinds.join(", ")}\n`;
    return argv.length === 0 ? { code: 2, stdout: "", stderr: text } : { code: 0, stdout: text, stderr: "" };
  }
  const [kind, ...rest] = argv as [string, ...string[]];
  const g = kind === WORLD ? undefined : registry[kind as keyof Registry];
  if (!g && kind !== WORLD) return fail(`Unknown kind "${kind}". Allowed kinds: ${kinds.join(", ")}`);
  let seed = defaultSeed;
  let count = 1;
  let format: CliFormat = "json";
  const options: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    const [flag, inline] =
      arg.includes("=") && arg.startsWith("--") && !arg.startsWith("--option")
        ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
        : [arg, undefined];
    const value = () => {
      if (inline !== undefined) return inline;
      const v = rest[++i];
      if (v === undefined) throw new GeneratorOptionError(`${flag} needs a value.`);
      return v;
    };
    try {
      switch (flag) {
        case "--seed":
          seed = value();
          break;
        case "--count":
        case "-n": {
          const v = value();
          count = /^\d+$/.test(v.replace(/_/g, "")) ? Number(v.replace(/_/g, "")) : Number.NaN;
          if (!Number.isSafeInteger(count) || count < 1 || count > MAX_CLI_COUNT) return fail(countError(v));
          break;
        }
        case "--format": {
          const f = value();
          if (!(FORMATS as readonly string[]).includes(f)) return fail(`Unknown format "${f}". Allowed formats: ${FORMATS.join(", ")}`);
          format = f as CliFormat;
          break;
        }
        case "--option":
        case "-o": {
          const kv = arg.startsWith("--option=") ? arg.slice("--option=".length) : value();
          const eq = kv.indexOf("=");
          if (eq <= 0)
            return fail(
              `--option takes key=value; got "${kv}".${g ? ` Options of ${kind}:\n${describeOptions(g.options)}` : " A world takes setting and tone."}`,
            );
          options[kv.slice(0, eq)] = kv.slice(eq + 1);
          break;
        }
        default:
          return fail(`Unknown argument "${arg}".`);
      }
    } catch (e) {
      return fail((e as Error).message);
    }
  }
  if (!isSeed(seed)) return fail(`A seed is a non-empty text of at most ${MAX_SEED_LENGTH} characters.`);
  if (!g) {
    if (count !== 1) return fail("--world makes one world; leave out --count.");
    for (const [k, v] of Object.entries(options)) {
      const allowed: readonly string[] | undefined = k === "setting" ? SETTINGS : k === "tone" ? TONES : undefined;
      if (!allowed) return fail(`A world takes the options setting and tone; got "${k}".`);
      if (!allowed.includes(v)) return fail(`Unknown ${k} "${v}". Allowed: ${allowed.join(", ")}`);
    }
    return { kind, seed, count, format, options, registry };
  }
  try {
    // Checked once up front, so a bad option fails before any output.
    g.resolveOptions(options);
  } catch (e) {
    if (e instanceof GeneratorOptionError) return fail(e.message);
    throw e;
  }
  return { kind, seed, count, format, options, registry };
}

export function isPlan(p: CliPlan | CliResult): p is CliPlan {
  return "kind" in p;
}

/**
 * The output, one piece per result (result i uses batchSeed(seed, i), as generate() does): a
 * JSON array spread over the pieces, one JSON text per line, or Markdown entries between rules.
 */
export function* cliChunks(plan: CliPlan): Generator<string, void, undefined> {
  if (plan.kind === WORLD) {
    yield* worldChunks(plan);
    return;
  }
  const g = getGenerator(plan.registry, plan.kind);
  for (let i = 0; i < plan.count; i++) {
    const r = g.generate({ seed: batchSeed(plan.seed, i), options: plan.options });
    switch (plan.format) {
      case "ndjson":
        yield `${JSON.stringify(r)}\n`;
        break;
      case "json": {
        const body = JSON.stringify(r, null, 2).replace(/\n/g, "\n  ");
        yield `${i === 0 ? "[\n  " : ",\n  "}${body}${i === plan.count - 1 ? "\n]\n" : ""}`;
        break;
      }
      case "md":
        yield `${i === 0 ? "" : "\n\n---\n\n"}${resultToMarkdown(r)}${i === plan.count - 1 ? "\n" : ""}`;
        break;
    }
  }
}

/** A world: as one JSON object, one JSON text per piece (the world first), or Markdown. */
function* worldChunks(plan: CliPlan): Generator<string, void, undefined> {
  const w = buildWorld(plan.seed, plan.options);
  switch (plan.format) {
    case "json":
      yield `${JSON.stringify(w, null, 2)}\n`;
      break;
    case "ndjson":
      yield `${JSON.stringify({ seed: w.seed, name: w.name, description: w.description, links: w.links })}\n`;
      for (const p of w.pieces) yield `${JSON.stringify({ ref: p.ref, kind: p.kind, seed: p.seed, result: p.result })}\n`;
      break;
    case "md":
      yield `# ${w.name}\n\n${w.description}\n`;
      for (const p of w.pieces) yield `\n---\n\n${resultToMarkdown(p.result).replace(/^# /, "## ")}\n`;
      break;
  }
}

/** Runs the command and collects its output (for small runs; the bin streams instead). */
export function runCli(argv: readonly string[], defaultSeed: string, registry: Registry = generators): CliResult {
  const plan = parseCli(argv, defaultSeed, registry);
  if (!isPlan(plan)) return plan;
  let stdout = "";
  for (const chunk of cliChunks(plan)) stdout += chunk;
  return { code: 0, stdout, stderr: "" };
}
