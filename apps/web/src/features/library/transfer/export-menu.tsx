// Export menus: the whole library or the filtered list (My Content's header), the selection (bulk
// bar) and one item (item page), each as a JSON bundle or as Markdown. The download is made in the
// browser from the rows read; a toast tells how far reading has got and what was saved.
import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/lib/auth";
import { useReadExport } from "@/data/bundle/export-bundle";
import type { ExportScope } from "@/data/bundle/types";
import type { ListParams } from "@/data/content-items/types";
import { dateStamp, slug, toBundle } from "./bundle/build";
import { downloadBlob } from "@/lib/download";
import { itemMarkdown, markdownZip } from "./bundle/markdown";
import type { Bundle } from "./bundle/schema";
import { itemCount } from "../pending-deletes";

type Format = "json" | "markdown";

function useRunExport() {
  const { user } = useAuth();
  const run = useReadExport(user?.id ?? "");
  const start = (scope: ExportScope, format: Format, fileBase: string, single = false) => {
    const id = toast.loading("Preparing the export…");
    run.mutate(
      { scope, onProgress: (n) => toast.loading(`Reading your library… ${itemCount(n)}`, { id }) },
      {
        onSuccess: ({ rows, universes, links, stories }) => {
          const bundle = toBundle(rows, universes, links, new Date(), stories);
          if (bundle.items.length === 0) {
            toast.error("Nothing to export", { id, description: "There are no items here. Trashed items are never exported." });
            return;
          }
          const name = save(bundle, format, fileBase, single);
          toast.success(`Exported ${itemCount(bundle.items.length)}`, { id, description: `Saved as ${name}` });
        },
        onError: (e) => toast.error("Could not export", { id, description: `${e.message} Nothing was downloaded; try again.` }),
      },
    );
  };
  return { start, pending: run.isPending };
}

function save(bundle: Bundle, format: Format, fileBase: string, single: boolean): string {
  if (format === "json") {
    const name = `${fileBase}.worldloom.json`;
    downloadBlob(new Blob([JSON.stringify(bundle, null, 2)], { type: "application/json" }), name);
    return name;
  }
  if (single && bundle.items.length === 1) {
    const name = `${fileBase}.md`;
    downloadBlob(new Blob([itemMarkdown(bundle.items[0]!, bundle)], { type: "text/markdown" }), name);
    return name;
  }
  const name = `${fileBase}-markdown.zip`;
  downloadBlob(new Blob([markdownZip(bundle) as Uint8Array<ArrayBuffer>], { type: "application/zip" }), name);
  return name;
}

/** The Export button and its menu. */
function ExportDropdown({
  label,
  small,
  disabled,
  align,
  className,
  children,
}: {
  label: string;
  small?: boolean;
  disabled: boolean;
  align: "start" | "end";
  className: string;
  children: ReactNode;
}) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size={small ? "sm" : undefined} disabled={disabled}>
          <Download aria-hidden="true" /> {label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align} className={className}>
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function FormatItems({ onPick, markdownLabel = "Markdown files (.zip)" }: { onPick: (f: Format) => void; markdownLabel?: string }) {
  return (
    <>
      <DropdownMenuItem onSelect={() => onPick("json")}>JSON bundle (.json)</DropdownMenuItem>
      <DropdownMenuItem onSelect={() => onPick("markdown")}>{markdownLabel}</DropdownMenuItem>
    </>
  );
}

/** My Content's header: everything, or what the current search and filters show. */
export function LibraryExportMenu({ params, filtered, universe }: { params: ListParams; filtered: boolean; universe?: string }) {
  const { start, pending } = useRunExport();
  const stamp = dateStamp();
  return (
    <ExportDropdown label="Export" disabled={pending} align="end" className="w-64">
      <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">Whole library</DropdownMenuLabel>
      <FormatItems onPick={(f) => start({ type: "all" }, f, `worldloom-library-${stamp}`)} />
      {(filtered || !!universe) && (
        <>
          <DropdownMenuSeparator />
          <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">Only what the filters show</DropdownMenuLabel>
          <FormatItems onPick={(f) => start({ type: "filter", params: { ...params, universe } }, f, `worldloom-filtered-${stamp}`)} />
        </>
      )}
    </ExportDropdown>
  );
}

/** The bulk bar: the selected items. */
export function BulkExportMenu({ ids }: { ids: readonly string[] }) {
  const { start, pending } = useRunExport();
  return (
    <ExportDropdown label={`Export ${itemCount(ids.length)}`} small disabled={pending || ids.length === 0} align="start" className="w-60">
      <FormatItems onPick={(f) => start({ type: "ids", ids }, f, `worldloom-selection-${dateStamp()}`)} />
    </ExportDropdown>
  );
}

/** The item page: this one item. */
export function ItemExportMenu({ item }: { item: { id: string; name: string } }) {
  const { start, pending } = useRunExport();
  return (
    <ExportDropdown label="Export" disabled={pending} align="end" className="w-56">
      <FormatItems onPick={(f) => start({ type: "ids", ids: [item.id] }, f, slug(item.name), true)} markdownLabel="Markdown (.md)" />
    </ExportDropdown>
  );
}
