// A link to a public library item (…/browse/item/<id>) or a published story document
// (…/browse/stories/<id>, /browse/character-groups/<id>, …) written on its own (the link text is
// the address) renders as a card with its name, kind and summary. Private or deleted ones, and
// links with their own text, stay plain links. A mention, "[@name](/forum/u/<id>)", is a link to
// that member's profile page (components/mentions.ts).
import { BookOpen, ScrollText } from "lucide-react";
import type { ComponentProps } from "react";
import type { Components } from "react-markdown";
import { Link } from "react-router";
import { mentionedMember, memberPath } from "@/components/mentions";
import { useDocumentEmbed, useItemEmbed } from "@/data/forum/get-embeds";

const UUID = "([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})";
const ORIGIN = "^(?:https?:\\/\\/[^/\\s]+)?";
const ITEM = new RegExp(`${ORIGIN}\\/browse\\/item\\/${UUID}\\/?$`, "i");
/** Browse sections of story documents, by the tool they show. */
const DOC_SECTIONS: Record<string, string> = {
  stories: "story",
  "character-groups": "character group",
  relationships: "relationship web",
  "family-trees": "family tree",
  timelines: "timeline",
};
const DOC = new RegExp(`${ORIGIN}\\/browse\\/(${Object.keys(DOC_SECTIONS).join("|")})\\/${UUID}\\/?$`, "i");

const bare = (href: string | undefined, text: string): href is string => !!href && text.trim() === href.trim();

/** The item id a bare library link points at, or null. */
export function embeddedItemId(href: string | undefined, text: string): string | null {
  if (!bare(href, text)) return null;
  const m = ITEM.exec(href);
  return m ? m[1]!.toLowerCase() : null;
}

/** The browse section and document id a bare link to a published story document points at, or null. */
export function embeddedDocument(href: string | undefined, text: string): { section: string; id: string } | null {
  if (!bare(href, text)) return null;
  const m = DOC.exec(href);
  return m ? { section: m[1]!.toLowerCase(), id: m[2]!.toLowerCase() } : null;
}

function ItemEmbed({ id, href }: { id: string; href: string }) {
  const item = useItemEmbed(id);
  if (!item.data) return <a href={href}>{href}</a>;
  const d = item.data;
  return (
    <Link
      to={`/browse/item/${d.id}`}
      className="my-2 flex max-w-md gap-3 rounded-lg border border-border bg-background p-3 no-underline hover:border-primary/60"
    >
      <BookOpen className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <span className="min-w-0">
        <span className="block font-serif font-semibold text-foreground">{d.name}</span>
        <span className="block text-xs text-muted-foreground capitalize">{d.kind.replace(/-/g, " ")}</span>
        {d.summary && <span className="mt-1 line-clamp-2 block text-sm text-muted-foreground italic">{d.summary}</span>}
      </span>
    </Link>
  );
}

function DocumentEmbed({ section, id, href }: { section: string; id: string; href: string }) {
  const doc = useDocumentEmbed(id);
  if (!doc.data) return <a href={href}>{href}</a>;
  const d = doc.data;
  return (
    <Link
      to={`/browse/${section}/${d.id}`}
      className="my-2 flex max-w-md gap-3 rounded-lg border border-border bg-background p-3 no-underline hover:border-primary/60"
    >
      <ScrollText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <span className="min-w-0">
        <span className="block font-serif font-semibold break-words text-foreground">{d.title}</span>
        <span className="block text-xs text-muted-foreground first-letter:uppercase">{DOC_SECTIONS[section]}</span>
        {d.summary && <span className="mt-1 line-clamp-2 block text-sm text-muted-foreground italic">{d.summary}</span>}
      </span>
    </Link>
  );
}

function textOf(children: ComponentProps<"a">["children"]): string {
  if (typeof children === "string") return children;
  if (Array.isArray(children)) return children.map((c) => (typeof c === "string" ? c : "")).join("");
  return "";
}

export const embedComponents: Components = {
  a: ({ href, children, node: _node, ...rest }) => {
    const text = textOf(children);
    const id = embeddedItemId(href, text);
    if (id) return <ItemEmbed id={id} href={href!} />;
    const doc = embeddedDocument(href, text);
    if (doc) return <DocumentEmbed section={doc.section} id={doc.id} href={href!} />;
    const member = mentionedMember(href);
    if (member && text.startsWith("@"))
      return (
        <Link to={memberPath(member)} className="mention rounded-sm bg-primary/10 px-0.5 font-medium no-underline hover:underline">
          {text}
        </Link>
      );
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  },
};
