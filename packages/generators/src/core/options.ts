// Typed options with defaults and validation. Every kind takes setting and tone; a kind adds
// its own. A bad option throws GeneratorOptionError naming what is allowed.

export const SETTINGS = ["high-fantasy", "dark-fantasy", "science-fiction", "modern", "steampunk", "post-apocalyptic", "mythic"] as const;
export type Setting = (typeof SETTINGS)[number];
export const SETTING_LABELS: Record<Setting, string> = {
  "high-fantasy": "High fantasy",
  "dark-fantasy": "Dark fantasy",
  "science-fiction": "Science fiction",
  modern: "Modern",
  steampunk: "Steampunk",
  "post-apocalyptic": "Post-apocalyptic",
  mythic: "Mythic",
};

export const TONES = ["heroic", "grim", "whimsical"] as const;
export type Tone = (typeof TONES)[number];

export interface EnumOption<V extends string = string> {
  readonly type: "enum";
  readonly label: string;
  readonly values: readonly V[];
  /** Display labels by value; the value itself when missing. */
  readonly labels?: Partial<Record<V, string>>;
  readonly default: V;
}

export interface NumberOption {
  readonly type: "number";
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly integer: boolean;
  readonly default: number;
}

export interface BooleanOption {
  readonly type: "boolean";
  readonly label: string;
  readonly default: boolean;
}

export type OptionSpec = EnumOption | NumberOption | BooleanOption;
export type OptionsSpec = Readonly<Record<string, OptionSpec>>;

/** The resolved option values a spec describes. */
export type OptionValues<S extends OptionsSpec> = {
  readonly [K in keyof S]: S[K] extends EnumOption<infer V> ? V : S[K] extends NumberOption ? number : boolean;
};

export const COMMON_OPTIONS = {
  setting: { type: "enum", label: "Setting", values: SETTINGS, labels: SETTING_LABELS, default: "high-fantasy" },
  tone: { type: "enum", label: "Tone", values: TONES, labels: { heroic: "Heroic", grim: "Grim", whimsical: "Whimsical" }, default: "heroic" },
} as const satisfies OptionsSpec;

export type CommonOptions = OptionValues<typeof COMMON_OPTIONS>;

/** An enum option from a list of values; the first is the default unless given. */
export function enumOption<const V extends string>(label: string, values: readonly V[], def?: V, labels?: Partial<Record<V, string>>): EnumOption<V> {
  return { type: "enum", label, values, default: def ?? (values[0] as V), ...(labels ? { labels } : {}) };
}

export function numberOption(label: string, minValue: number, maxValue: number, def: number, integer = true): NumberOption {
  return { type: "number", label, min: minValue, max: maxValue, integer, default: def };
}

export class GeneratorOptionError extends Error {
  override readonly name = "GeneratorOptionError";
}

function describeAllowed(key: string, spec: OptionSpec): string {
  switch (spec.type) {
    case "enum":
      return `${key}: one of ${spec.values.join(", ")} (default ${spec.default})`;
    case "number":
      return `${key}: ${spec.integer ? "an integer" : "a number"} from ${spec.min} to ${spec.max} (default ${spec.default})`;
    case "boolean":
      return `${key}: true or false (default ${String(spec.default)})`;
  }
}

/** What a kind accepts, one option per line; used in error messages and the CLI. */
export function describeOptions(spec: OptionsSpec): string {
  return Object.entries(spec)
    .map(([k, s]) => `  ${describeAllowed(k, s)}`)
    .join("\n");
}

/**
 * Applies defaults and checks every given option. Values may come as text (CLI, URLs):
 * "12" is accepted for a number, "true"/"false" for a boolean.
 */
export function resolveOptions<S extends OptionsSpec>(kind: string, spec: S, input: Readonly<Record<string, unknown>> | undefined): OptionValues<S> {
  const out: Record<string, string | number | boolean> = {};
  const given = input ?? {};
  for (const key of Object.keys(given)) {
    if (!(key in spec)) {
      throw new GeneratorOptionError(`Unknown option "${key}" for ${kind}. Allowed options:\n${describeOptions(spec)}`);
    }
  }
  for (const [key, s] of Object.entries(spec)) {
    const raw = given[key];
    if (raw === undefined || raw === null || raw === "") {
      out[key] = s.default;
      continue;
    }
    const bad = () => new GeneratorOptionError(`Invalid value ${JSON.stringify(raw)} for option "${key}" of ${kind}; expected ${describeAllowed(key, s)}.`);
    switch (s.type) {
      case "enum":
        if (typeof raw !== "string" || !s.values.includes(raw)) throw bad();
        out[key] = raw;
        break;
      case "number": {
        const n = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : Number.NaN;
        if (!Number.isFinite(n) || n < s.min || n > s.max || (s.integer && !Number.isInteger(n))) throw bad();
        out[key] = n;
        break;
      }
      case "boolean":
        if (raw === true || raw === "true") out[key] = true;
        else if (raw === false || raw === "false") out[key] = false;
        else throw bad();
        break;
    }
  }
  return out as OptionValues<S>;
}
