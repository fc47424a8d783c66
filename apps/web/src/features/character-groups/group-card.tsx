// The card view of a group: emblem, name, type, description and members with their roles, as the
// owner previews it and as visitors read a published group. Members the reader may not read (a
// private character in a public group) are simply not there: their links are not readable.
import { Shield, Users } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import type { StoryDoc } from "@/data/story-documents/types";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import { groupMeta, typeLabel } from "@/components/story-documents/group-meta";

export function GroupCard({ doc, members, memberHref }: { doc: StoryDoc; members: StoryLinkWithItem[]; memberHref: (m: StoryLinkWithItem) => string | null }) {
  const meta = groupMeta(doc.data);
  const shown = members.filter((m) => m.item && !m.item.deleted_at);
  return (
    <article className="overflow-hidden rounded-lg border border-border bg-card" aria-label={`${doc.title} card`}>
      <header className="flex items-center gap-4 border-b border-border p-5" style={{ borderTop: `6px solid ${meta.color}` }}>
        <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full text-white" style={{ background: meta.color }}>
          <Shield className="size-7" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <Badge variant="people">{typeLabel(meta.type)}</Badge>
          <h2 className="mt-1 break-words font-serif text-2xl font-semibold">{doc.title}</h2>
          <p className="text-sm text-muted-foreground">
            {shown.length} {shown.length === 1 ? "member" : "members"}
          </p>
        </div>
      </header>
      {doc.summary && <p className="whitespace-pre-wrap border-b border-border p-5 text-sm leading-relaxed">{doc.summary}</p>}
      {shown.length === 0 ? (
        <p className="flex items-center gap-2 p-5 text-sm text-muted-foreground">
          <Users className="size-4" aria-hidden="true" /> No members yet.
        </p>
      ) : (
        <ol className="grid gap-3 p-5 sm:grid-cols-2" aria-label="Members">
          {shown.map((m) => {
            const href = memberHref(m);
            return (
              <li key={m.id} className="rounded-md border border-border p-3">
                <p className="font-serif font-semibold">
                  {href ? (
                    <Link className="text-primary underline underline-offset-4" to={href}>
                      {m.item!.name}
                    </Link>
                  ) : (
                    m.item!.name
                  )}
                </p>
                {m.role && <p className="text-sm font-medium">{m.role}</p>}
                {m.note && <p className="mt-1 whitespace-pre-wrap text-sm text-muted-foreground">{m.note}</p>}
                {!m.note && m.item!.summary && <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{m.item!.summary}</p>}
              </li>
            );
          })}
        </ol>
      )}
    </article>
  );
}
