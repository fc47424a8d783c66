import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it, vi } from "vitest";
import { setSupabase } from "@/lib/supabase";
import { reportContent } from "./report-content";

function client(error: { code: string; message: string } | null) {
  const insert = vi.fn(() => Promise.resolve({ error }));
  const from = vi.fn(() => ({ insert }));
  setSupabase({ from } as unknown as SupabaseClient);
  return { from, insert };
}

describe("reportContent", () => {
  it("inserts one content_reports row with the reason", async () => {
    const { from, insert } = client(null);
    await expect(reportContent({ targetType: "item", targetId: "i1", reason: "Spam" })).resolves.toBe("sent");
    expect(from).toHaveBeenCalledWith("content_reports");
    expect(insert).toHaveBeenCalledWith({ target_type: "item", target_id: "i1", reason: "Spam" });
  });

  it("reads a second report on the same thing (the unique key) as 'already'", async () => {
    client({ code: "23505", message: "duplicate key value violates unique constraint" });
    await expect(reportContent({ targetType: "story_document", targetId: "d1", reason: "Hate" })).resolves.toBe("already");
  });

  it("throws any other refusal with the server's message", async () => {
    client({ code: "42501", message: "new row violates row-level security policy" });
    await expect(reportContent({ targetType: "item", targetId: "i1", reason: "x" })).rejects.toThrow("new row violates row-level security policy");
  });
});
