// A full backup of the database as a file (GET /ops/v1/backup with the admin's token, then a blob link).
import { opsRequest } from "@/lib/ops";
import { downloadBlob } from "@/lib/download";

/** Downloads a full backup as a file. */
export async function downloadBackup(): Promise<{
  fileName: string;
  bytes: number;
}> {
  const res = await opsRequest("backup");
  const fileName = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "worldloom-backup.jsonl.gz";
  const blob = await res.blob();
  downloadBlob(blob, fileName);
  return { fileName, bytes: blob.size };
}
