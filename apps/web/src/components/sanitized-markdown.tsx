// User Markdown (forum posts, feedback) renders with no way to run script: raw HTML is dropped (skipHtml), the tree is
// sanitised by rehype-sanitize's GitHub schema (no event handlers, style, iframes, forms…), and
// react-markdown's URL transform removes javascript:/data: links and images.
import Markdown, { type Components } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import { cn } from "@/lib/utils";

const PLUGINS = [rehypeSanitize];
// GitHub-flavoured Markdown: bare links become links, tables, ~~strikethrough~~, task lists.
const REMARK = [remarkGfm];

/** `components` may replace how elements render (e.g. links as embeds); the tree is sanitised first. */
export function SanitizedMarkdown({ children, className, components }: { children: string; className?: string; components?: Components }) {
  return (
    <div
      className={cn(
        "sanitized-markdown space-y-3 leading-relaxed break-words [overflow-wrap:anywhere]",
        "[&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground",
        "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:text-sm [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3",
        "[&_h1]:font-serif [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:font-serif [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold",
        "[&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-border [&_td]:px-2 [&_th]:border [&_th]:border-border [&_th]:px-2 [&_img]:max-w-full [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc",
        className,
      )}
    >
      <Markdown skipHtml remarkPlugins={REMARK} rehypePlugins={PLUGINS} components={components}>
        {children}
      </Markdown>
    </div>
  );
}

/** The Markdown quote of a post, to put in a reply: "> **Name** wrote:" then its lines. */
export function quoteMarkdown(name: string, body: string): string {
  const lines = body
    .trim()
    .split("\n")
    .map((l) => `> ${l}`);
  return `> **${name.replace(/[*_`[\]\\]/g, "")}** wrote:\n>\n${lines.join("\n")}\n\n`;
}
