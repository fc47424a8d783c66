// What each technology device is, in its own terms (our own writing): what it does, how it works,
// what drives it, its own limits and danger, its scale of cost, how it is seen in use and who
// would first have built it; so a windmill never fouls the air and a semaphore never runs on a horse.

export interface DeviceFacts {
  /** Verb phrase, third person singular: "passes signals from hill to hill". */
  readonly does: string;
  /** A sentence: how it works. */
  readonly how: string;
  readonly powers: readonly string[];
  /** Two sentences, each a limit of this device. */
  readonly limits: readonly [string, string];
  /** A sentence: how it hurts people. */
  readonly danger: string;
  /** 1 a hand tool or dose, 2 a machine, 3 an installation, 4 a great work. */
  readonly tier: 1 | 2 | 3 | 4;
  /** A participial phrase after the summary's comma: "kept by two keepers on every hilltop". */
  readonly seen: string;
  /** Who would first have built it, with its article. */
  readonly maker: string;
}

/**
 * One device per line, fields split by "|": device, does, how, powers (split by ";"), first limit,
 * second limit, danger, tier, seen, maker.
 */
export function factsTable(lines: readonly string[]): Readonly<Record<string, DeviceFacts>> {
  const out: Record<string, DeviceFacts> = {};
  for (const line of lines) {
    const [device = "", does = "", how = "", powers = "", l1 = "", l2 = "", danger = "", tier = "1", seen = "", maker = ""] = line.split("|");
    const t = Number(tier);
    out[device] = { does, how, powers: powers.split(";"), limits: [l1, l2], danger, tier: t === 2 || t === 3 || t === 4 ? t : 1, seen, maker };
  }
  return out;
}
