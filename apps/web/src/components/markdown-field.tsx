// A Markdown text field for user posts (forum, feedback): Write / Preview tabs, a character count
// against the limit, and the preview rendered exactly as the post will be (sanitised).
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { SanitizedMarkdown } from "./sanitized-markdown";

export function MarkdownField({
  id,
  label,
  value,
  onChange,
  max,
  rows = 6,
  autoFocus,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  max: number;
  rows?: number;
  autoFocus?: boolean;
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
          aria-describedby={`${id}-count`}
          rows={rows}
          value={value}
          autoFocus={autoFocus}
          onChange={(e) => onChange(e.target.value)}
        />
        <p id={`${id}-count`} className={cn("text-xs", over ? "font-medium text-destructive" : "text-muted-foreground")}>
          {value.length.toLocaleString("en")} / {max.toLocaleString("en")} characters · Markdown: **bold**, *italic*, &gt; quote, - list, [link](https://…)
        </p>
      </TabsContent>
      <TabsContent value="preview" className="min-h-24 rounded-md border border-border p-3 text-sm">
        {value.trim() ? <SanitizedMarkdown>{value}</SanitizedMarkdown> : <p className="text-muted-foreground">Nothing to preview yet.</p>}
      </TabsContent>
    </Tabs>
  );
}
