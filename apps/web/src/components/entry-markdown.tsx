// A generated or saved entry's prose section as Markdown (entry-markdown-impl.tsx). The parser
// (react-markdown and remark-gfm, ~160 KB) is its own chunk, asked for as soon as a page that shows
// entries loads, so evaluating it is a task of its own rather than part of the page's (TBT in
// docs/decisions/0006-web-budgets.md). Until it is in, the text shows as plain paragraphs.
import { lazy, memo, Suspense } from "react";

const load = () => import("./entry-markdown-impl");
const loading = load();
// A first attempt that fails is tried again when an entry is drawn (below), not reported twice.
loading.catch(() => undefined);
const EntryMarkdownImpl = lazy(() => loading.catch(load));

/** The text as paragraphs (split at blank lines), without Markdown's marks: while the parser loads. */
function PlainParagraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/[*_`#>|]/g, "").trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {p}
        </p>
      ))}
    </>
  );
}

/**
 * Memoised on its text: parsing Markdown is the costliest part of drawing a result, and a page
 * re-renders its result card whenever a query or the session settles, with the same text.
 */
export const EntryMarkdown = memo(function EntryMarkdown({ children }: { children: string }) {
  return (
    <Suspense fallback={<PlainParagraphs text={children} />}>
      <EntryMarkdownImpl>{children}</EntryMarkdownImpl>
    </Suspense>
  );
});
