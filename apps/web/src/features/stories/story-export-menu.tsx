// The story's Export menu: Markdown, Word (.docx), EPUB, or print. The author's name on the title
// page is their profile's display name, as readers see it on Browse.
import { ChevronDown, Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toaster";
import { useAuthorName } from "@/data/profiles/get-author";
import { useQueryClient } from "@tanstack/react-query";
import { readBodies } from "@/data/story-sections/get-story-bodies";
import { storySectionKeys } from "@/data/story-sections/keys";
import type { SectionRow, StorySection } from "@/data/story-sections/types";
import type { StoryDoc } from "@/data/story-documents/types";
import { downloadMarkdown } from "@/components/story-documents/markdown";
import { storyToMarkdown } from "./markdown";
import { downloadBlob } from "@/lib/download";

// The book formats (and fflate, whose tables take a while to build) load when asked for, not with the
// manuscript.
const book = () => import("./book-export");

export function StoryExportMenu({ doc, sections, before }: { doc: StoryDoc; sections: readonly SectionRow[] | undefined; before: () => Promise<unknown> }) {
  const author = useAuthorName(doc.owner_id).data ?? "A world-builder";
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = (what: string, make: (rows: readonly StorySection[]) => Promise<void> | void) => {
    if (!sections) return;
    setBusy(true);
    // What was typed a moment ago is saved first, so the file has it.
    // The rows as they are once saved (a save moves a row's version on), then every scene's text:
    // from the cache, the rest in one request.
    void before()
      .then(() => readBodies(qc, doc.id, qc.getQueryData<SectionRow[]>(storySectionKeys.list(doc.id)) ?? sections))
      .then((rows) => make(rows))
      .then(
        () => toast.success(`Exported “${doc.title}” as ${what}`),
        (e: Error) => toast.error(`Could not export as ${what}`, { description: e.message }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm" variant="outline" disabled={!sections || busy}>
          <Download aria-hidden="true" /> Export <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => run("Markdown", (rows) => downloadMarkdown(doc.title, storyToMarkdown(doc, rows)))}>Markdown (.md)</DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() =>
            run("Word", async (rows) => {
              const { bookFileName, storyToDocx } = await book();
              downloadBlob(await storyToDocx(doc, rows, author), bookFileName(doc.title, "docx"));
            })
          }
        >
          Word (.docx)
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() =>
            run("EPUB", async (rows) => {
              const { bookFileName, storyToEpub } = await book();
              downloadBlob(new Blob([storyToEpub(doc, rows, author) as BlobPart], { type: "application/epub+zip" }), bookFileName(doc.title, "epub"));
            })
          }
        >
          EPUB e-book (.epub)
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => window.open(`/story-elements/stories/${doc.id}/print`, "_blank", "noopener")}>Print…</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
