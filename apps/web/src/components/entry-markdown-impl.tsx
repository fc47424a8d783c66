// The Markdown renderer behind entry-markdown.tsx (loaded apart from the page). A generated or saved entry's prose section as Markdown (no raw HTML: react-markdown's default),
// with GitHub tables so stat blocks render as tables. A wide table scrolls inside its own
// focusable box, never the page, so a 375 px screen keeps its width.
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

const REMARK = [remarkGfm];

const COMPONENTS: Components = {
  table: ({ node: _node, ...props }) => (
    <div
      role="region"
      aria-label="Table"
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-md border border-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table {...props} className="w-full border-collapse font-sans text-sm tabular-nums" />
    </div>
  ),
  th: ({ node: _node, ...props }) => <th {...props} className="whitespace-nowrap border-b border-border bg-muted px-2 py-1 text-left font-semibold" />,
  td: ({ node: _node, ...props }) => <td {...props} className="whitespace-nowrap border-b border-border px-2 py-1 align-top last:whitespace-normal" />,
};

export default function EntryMarkdownImpl({ children }: { children: string }) {
  return (
    <Markdown remarkPlugins={REMARK} components={COMPONENTS}>
      {children}
    </Markdown>
  );
}
