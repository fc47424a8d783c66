// Disk full on DATA_DIR (docs/decisions/0009-faults.md). Two layers:
// - a guard that refuses writes while the free space on DATA_DIR (and STORAGE_DIR) is below
//   DISK_RESERVE_MB, before the disk is really full: PGlite survives a failed table write, but a
//   failed checkpoint or WAL file leaves it hanging for good, so it must never get that far;
// - a mapping of a write that failed anyway (ENOSPC from Node, SQLSTATE 53100 from Postgres) to
//   the same clear answer. Either way the condition is logged once at error level per episode.
import { statfs } from "node:fs/promises";

export const DISK_FULL_MESSAGE = "The server's disk is full; nothing was saved. Try again later.";

/** An error that says the disk (or quota) is full: Node's ENOSPC/EDQUOT, or Postgres' disk_full (53100). */
export function isDiskFull(e: unknown): boolean {
  if (!e || typeof e !== "object") return false;
  const code = (e as { code?: unknown }).code;
  if (code === "ENOSPC" || code === "EDQUOT" || code === "53100") return true;
  const message = (e as { message?: unknown }).message;
  return typeof message === "string" && /No space left on device|ENOSPC/.test(message);
}

interface Logger {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface DiskGuardOptions {
  /** Directories whose file systems must keep `reserveBytes` free for a write to be accepted. */
  dirs: string[];
  /** 0 turns the guard off (writes then fail only when the disk really is full). */
  reserveBytes: number;
  /** How long a free-space reading is reused, so a burst of writes makes one statfs call. */
  cacheMs?: number;
  /** Free bytes of a directory; fs.statfs by default (tests may inject one). */
  freeBytes?: (dir: string) => Promise<number>;
}

const statfsFree = async (dir: string): Promise<number> => {
  const s = await statfs(dir);
  return Number(s.bavail) * Number(s.bsize);
};

export class DiskGuard {
  private readonly freeBytes: (dir: string) => Promise<number>;
  private reading: { at: number; low: { dir: string; free: number } | null } | undefined;
  private full = false;
  private logger: Logger | undefined;

  constructor(private readonly opts: DiskGuardOptions) {
    this.freeBytes = opts.freeBytes ?? statfsFree;
  }

  /** Where "disk full" and "disk has room again" are logged (the app's logger). */
  setLogger(logger: Logger): void {
    this.logger = logger;
  }

  /** True when a write must be refused now: some directory has less than the reserve free. */
  async low(): Promise<boolean> {
    if (this.opts.reserveBytes <= 0) return false;
    const now = Date.now();
    if (!this.reading || now - this.reading.at >= (this.opts.cacheMs ?? 500)) {
      let low: { dir: string; free: number } | null = null;
      for (const dir of this.opts.dirs) {
        // A directory that does not exist yet (or cannot be read) is not a reason to refuse.
        const free = await this.freeBytes(dir).catch(() => Infinity);
        if (free < this.opts.reserveBytes) low = { dir, free };
      }
      this.reading = { at: now, low };
    }
    const low = this.reading.low;
    if (low) this.noteFull({ dir: low.dir, freeBytes: low.free, reserveBytes: this.opts.reserveBytes }, "free space below DISK_RESERVE_MB; refusing writes");
    else this.noteRoom();
    return low !== null;
  }

  /** A write failed with a full disk: logged once until writes succeed again. */
  noteFull(detail: object, msg = "the disk is full; a write failed and nothing was saved"): void {
    if (this.full) return;
    this.full = true;
    this.logger?.error({ diskFull: true, ...detail }, msg);
  }

  /** The disk has room again (a reading above the reserve, or a write that succeeded). */
  noteRoom(): void {
    if (!this.full) return;
    this.full = false;
    this.reading = undefined;
    this.logger?.info({ diskFull: false }, "the disk has room again; accepting writes");
  }

  /** Forget the cached reading (after a write failed for lack of space, read again next time). */
  forget(): void {
    this.reading = undefined;
  }
}

/** The guard the configuration asks for: DATA_DIR and STORAGE_DIR, DISK_RESERVE_MB. In-memory servers have none. */
export function diskGuardFor(config: { dataDir: string; storageDir: string; inMemory: boolean; diskReserveBytes: number }): DiskGuard {
  const dirs = config.inMemory ? [config.storageDir] : [...new Set([config.dataDir, config.storageDir])];
  return new DiskGuard({ dirs, reserveBytes: config.inMemory ? 0 : config.diskReserveBytes });
}
