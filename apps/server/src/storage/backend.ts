// Where the bytes of stored objects live. The database row (storage.objects) decides who may
// see or change an object; the backend only keeps bytes under "<bucket>/<name>". On disk by
// default (STORAGE_DIR), or in an S3-compatible service (S3_*, ./s3.ts).
import { mkdir, open, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import type { S3Config } from "../config.js";

export interface StorageBackend {
  put(bucket: string, name: string, bytes: Buffer): Promise<void>;
  /** The bytes as a stream, or null when nothing is stored under that key. */
  get(bucket: string, name: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the objects; missing ones are not an error. */
  remove(bucket: string, names: string[]): Promise<void>;
}

/** True when every segment of an object name is a plain name (no "", ".", ".." or control characters). */
export function validObjectName(name: string): boolean {
  if (name.length === 0 || name.length > 1024 || name.includes("\\") || [...name].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return false;
  return name.split("/").every((seg) => seg !== "" && seg !== "." && seg !== "..");
}

export function diskBackend(root: string): StorageBackend {
  const base = resolve(root);
  const fileOf = (bucket: string, name: string): string => {
    const file = resolve(join(base, bucket, ...name.split("/")));
    if (!file.startsWith(base + sep)) throw new Error("object path escapes the storage directory");
    return file;
  };
  return {
    async put(bucket, name, bytes) {
      const file = fileOf(bucket, name);
      await mkdir(dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      // A failed write (a full disk: ENOSPC) leaves the old file as it was and no part behind.
      const tmp = `${file}.${randomBytes(6).toString("hex")}.part`;
      try {
        await writeFile(tmp, bytes);
        await rename(tmp, file);
      } catch (e) {
        await rm(tmp, { force: true }).catch(() => undefined);
        throw e;
      }
    },
    async get(bucket, name) {
      const file = fileOf(bucket, name);
      // Opened before it is measured: a file removed meanwhile (a replaced picture's tiles) is
      // either whole or absent, never a stream that fails with ENOENT halfway.
      const handle = await open(file, "r").catch(() => null);
      if (!handle) return null;
      try {
        const st = await handle.stat();
        if (!st.isFile()) {
          await handle.close();
          return null;
        }
        return { stream: handle.createReadStream(), size: st.size };
      } catch {
        await handle.close().catch(() => undefined);
        return null;
      }
    },
    async remove(bucket, names) {
      await Promise.all(names.map((n) => rm(fileOf(bucket, n), { force: true })));
    },
  };
}

type BackendConfig = { storageDir: string; s3?: S3Config | undefined };
const backends = new WeakMap<BackendConfig, StorageBackend>();

/**
 * The backend the configuration names: an S3-compatible service when S3_BUCKET is set, else files
 * on disk under STORAGE_DIR. One per configuration object, so the storage routes and account
 * deletion share one S3 client.
 */
export function backendFor(config: BackendConfig): StorageBackend {
  let backend = backends.get(config);
  if (!backend) backends.set(config, (backend = makeBackend(config)));
  return backend;
}

function makeBackend(config: BackendConfig): StorageBackend {
  const s3 = config.s3;
  if (!s3) return diskBackend(config.storageDir);
  // Loaded on first use: the AWS SDK is large and most installs keep files on disk.
  let real: Promise<StorageBackend> | undefined;
  const load = () => (real ??= import("./s3.js").then((m) => m.s3Backend(s3)));
  return {
    put: async (bucket, name, bytes) => (await load()).put(bucket, name, bytes),
    get: async (bucket, name) => (await load()).get(bucket, name),
    remove: async (bucket, names) => (await load()).remove(bucket, names),
  };
}
