// A saved result read as a sourcebook entry: name, italic summary, fact table and prose sections.
// Markdown renders without raw HTML (react-markdown's default), so saved text cannot inject markup.
import type { ReactNode } from "react";
import { EntryMarkdown } from "@/components/entry-markdown";
import { Link } from "react-router";
import { FieldValueView } from "@/components/field-value";
import type { ContentRow, SavedField, SavedSection } from "@/data/content-items/types";

/** Optional wrappers let the item page put editors and actions around each field's and section's view. */
export interface EntryRenderers {
  renderField?: (field: SavedField, view: ReactNode) => ReactNode;
  renderSection?: (section: SavedSection, index: number, view: ReactNode) => ReactNode;
}

export function SourcebookEntry({
  item,
  kindLabel,
  tagHref,
  children,
  renderField,
  renderSection,
  owner = true,
}: { item: ContentRow; kindLabel: string; tagHref?: (tag: string) => string; children?: ReactNode; owner?: boolean } & EntryRenderers) {
  const fields = Array.isArray(item.data.fields) ? item.data.fields.filter((f) => f && typeof f.label === "string" && f.value) : [];
  const sections = Array.isArray(item.data.sections) ? item.data.sections.filter((s) => s && typeof s.markdown === "string") : [];
  return (
    <article aria-labelledby="entry-name" className="rounded-lg border border-border bg-card p-5 shadow-sm sm:p-8">
      <p className="text-xs font-semibold uppercase tracking-widest text-muted-foreground">{kindLabel}</p>
      <h2 id="entry-name" className="mt-1 font-serif text-3xl font-semibold">
        {item.name}
      </h2>
      {item.summary && <p className="mt-2 font-serif text-lg italic text-muted-foreground">{item.summary}</p>}
      {children}
      {fields.length > 0 && (
        <dl className="mt-6 divide-y divide-border border-y border-border">
          {fields.map((f) => (
            <div key={f.key} className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
              <dt className="text-sm font-semibold">{f.label}</dt>
              <dd className="text-sm">
                {renderField ? renderField(f, <FieldValueView value={f.value} owner={owner} />) : <FieldValueView value={f.value} owner={owner} />}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {sections.map((s, i) => {
        const view = (
          <>
            <h3 className="font-serif text-xl font-semibold">{s.title}</h3>
            <div className="prose-sm mt-2 space-y-2 leading-relaxed [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc">
              <EntryMarkdown>{s.markdown}</EntryMarkdown>
            </div>
          </>
        );
        return (
          <section key={i} className="mt-6">
            {renderSection ? renderSection(s, i, view) : view}
          </section>
        );
      })}
      {item.tags.length > 0 && (
        <ul aria-label="Tags" className="mt-6 flex flex-wrap gap-2">
          {item.tags.map((t) => (
            <li key={t} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs text-secondary-foreground">
              {tagHref ? (
                <Link to={tagHref(t)} className="underline-offset-4 hover:underline">
                  #{t}
                </Link>
              ) : (
                `#${t}`
              )}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
