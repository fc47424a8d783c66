// Markdown written on the item page (notes, prose sections): a Write / Preview pair, and the one
// renderer for it. react-markdown without rehype-raw never turns raw HTML into elements, and its
// default URL transform drops javascript: links, so saved text cannot run script.
import Markdown from "react-markdown";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

export function SafeMarkdown({ children, className }: { children: string; className?: string }) {
  return (
    <div
      className={cn(
        "space-y-2 leading-relaxed [&_a]:underline [&_h1]:font-serif [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:font-serif [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc",
        className,
      )}
    >
      <Markdown skipHtml>{children}</Markdown>
    </div>
  );
}

export function MarkdownEditor({
  id,
  label,
  value,
  onChange,
  max,
  rows = 8,
  describedBy,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  max: number;
  rows?: number;
  describedBy?: string;
}) {
  const over = value.length > max;
  return (
    <Tabs defaultValue="write">
      <TabsList aria-label={`${label}: write or preview`}>
        <TabsTrigger value="write">Write</TabsTrigger>
        <TabsTrigger value="preview">Preview</TabsTrigger>
      </TabsList>
      <TabsContent value="write" className="space-y-1">
        <Textarea
          id={id}
          aria-label={label}
          aria-invalid={over || undefined}
          aria-describedby={[`${id}-count`, describedBy].filter(Boolean).join(" ")}
          rows={rows}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="font-mono text-sm"
        />
        <p id={`${id}-count`} className={cn("text-xs", over ? "font-medium text-destructive" : "text-muted-foreground")}>
          {value.length.toLocaleString("en")} / {max.toLocaleString("en")} characters · Markdown: **bold**, *italic*, # heading, - list
        </p>
      </TabsContent>
      <TabsContent value="preview" className="min-h-24 rounded-md border border-border p-3 text-sm">
        {value.trim() ? <SafeMarkdown>{value}</SafeMarkdown> : <p className="text-muted-foreground">Nothing to preview yet.</p>}
      </TabsContent>
    </Tabs>
  );
}
