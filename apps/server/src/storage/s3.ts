// Object bytes in an S3-compatible service (AWS S3, MinIO, Cloudflare R2, Backblaze B2, Ceph…),
// for installs that run several server processes or do not want files on the server's disk.
// Keys are "<S3_PREFIX><bucket>/<name>" in the one S3 bucket S3_BUCKET; who may read or write an
// object is still decided by storage.objects in Postgres, never by the S3 service.
import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import type { S3Config } from "../config.js";
import { validObjectName, type StorageBackend } from "./backend.js";

/** S3's DeleteObjects takes at most 1,000 keys a call. */
const DELETE_BATCH = 1000;

export function s3Backend(cfg: S3Config, client?: S3Client): StorageBackend {
  const s3 =
    client ??
    new S3Client({
      region: cfg.region,
      ...(cfg.endpoint ? { endpoint: cfg.endpoint } : {}),
      forcePathStyle: cfg.forcePathStyle,
      credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey },
    });
  const keyOf = (bucket: string, name: string): string => {
    // The same rule as on disk: a name never climbs out of its bucket's folder.
    if (!validObjectName(bucket) || !validObjectName(name)) throw new Error("invalid object name");
    return `${cfg.prefix}${bucket}/${name}`;
  };
  return {
    async put(bucket, name, bytes) {
      await s3.send(new PutObjectCommand({ Bucket: cfg.bucket, Key: keyOf(bucket, name), Body: bytes, ContentLength: bytes.length }));
    },
    async get(bucket, name) {
      try {
        const out = await s3.send(new GetObjectCommand({ Bucket: cfg.bucket, Key: keyOf(bucket, name) }));
        if (!out.Body) return null;
        return { stream: out.Body as Readable, size: out.ContentLength ?? 0 };
      } catch (e) {
        if (e instanceof S3ServiceException && (e.name === "NoSuchKey" || e.$metadata.httpStatusCode === 404)) return null;
        throw e;
      }
    },
    async remove(bucket, names) {
      for (let i = 0; i < names.length; i += DELETE_BATCH) {
        const keys = names.slice(i, i + DELETE_BATCH).map((n) => ({ Key: keyOf(bucket, n) }));
        const out = await s3.send(new DeleteObjectsCommand({ Bucket: cfg.bucket, Delete: { Objects: keys, Quiet: true } }));
        // Missing keys are not errors in S3; anything reported here is a real failure.
        if (out.Errors?.length)
          throw new Error(`S3 could not delete ${out.Errors.length} object(s): ${out.Errors[0]?.Code ?? ""} ${out.Errors[0]?.Message ?? ""}`.trim());
      }
    },
  };
}
