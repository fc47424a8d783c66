// The worldloom-generate command, as a pure function of its arguments; bin/ does the I/O.
import { generateWith, registeredKinds, type Registry } from "./core/generate.js";
import { describeOptions, GeneratorOptionError } from "./core/options.js";
import { resultToMarkdown } from "./markdown.js";
import { generators } from "./registry.js";

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export const USAGE = "Usage: worldloom-generate <kind> [--seed S] [--count N] [--option key=value ...] [--format json|md]";

function fail(message: string): CliResult {
  return { code: 2, stdout: "", stderr: `${message}\n${USAGE}\n` };
}

/** Runs the command. `defaultSeed` is used when --seed is absent (the caller supplies entropy). */
export function runCli(argv: readonly string[], defaultSeed: string, registry: Registry = generators): CliResult {
  const kinds = registeredKinds(registry);
  if (argv.length === 0 || argv[0] === "--help" || argv[0] === "-h") {
    return { code: argv.length === 0 ? 2 : 0, stdout: argv.length === 0 ? "" : `${USAGE}\nKinds: ${kinds.join(", ")}\n`, stderr: argv.length === 0 ? `${USAGE}\nKinds: ${kinds.join(", ")}\n` : "" };
  }
  const [kind, ...rest] = argv as [string, ...string[]];
  const g = registry[kind as keyof Registry];
  if (!g) return fail(`Unknown kind "${kind}". Allowed kinds: ${kinds.join(", ")}`);
  let seed = defaultSeed;
  let count = 1;
  let format = "json";
  const options: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    const [flag, inline] = arg.includes("=") && arg.startsWith("--") && !arg.startsWith("--option") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
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
        case "--count": {
          const v = value();
          count = /^\d+$/.test(v) ? Number(v) : Number.NaN;
          break;
        }
        case "--format":
          format = value();
          if (format !== "json" && format !== "md") return fail(`Unknown format "${format}". Allowed formats: json, md`);
          break;
        case "--option":
        case "-o": {
          const kv = arg.startsWith("--option=") ? arg.slice("--option=".length) : value();
          const eq = kv.indexOf("=");
          if (eq <= 0) return fail(`--option takes key=value; got "${kv}". Options of ${kind}:\n${describeOptions(g.options)}`);
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
  try {
    const results = generateWith(registry, kind, { seed, count, options });
    const stdout = format === "json" ? `${JSON.stringify(results, null, 2)}\n` : `${results.map(resultToMarkdown).join("\n\n---\n\n")}\n`;
    return { code: 0, stdout, stderr: "" };
  } catch (e) {
    if (e instanceof GeneratorOptionError) return fail(e.message);
    throw e;
  }
}
