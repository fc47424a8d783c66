// backendFor answers one backend per configuration, so the storage routes and account deletion
// share one S3 client (and one lazy SDK import) instead of building two.
import { describe, expect, it } from "vitest";
import { backendFor } from "../../src/storage/backend.js";

describe("backendFor", () => {
  it("answers the same backend for the same configuration and a new one for another", () => {
    const s3 = { bucket: "b", region: "us-east-1", endpoint: "http://127.0.0.1:9", accessKeyId: "k", secretAccessKey: "s", prefix: "", forcePathStyle: true };
    const a = { storageDir: "/tmp/a", s3 };
    expect(backendFor(a)).toBe(backendFor(a));
    expect(backendFor({ storageDir: "/tmp/a", s3 })).not.toBe(backendFor(a));
    const disk = { storageDir: "/tmp/b" };
    expect(backendFor(disk)).toBe(backendFor(disk));
  });
});
