// A link to a public library item (…/browse/item/<id>) written on its own (the link text is the
// address) renders as a card with the item's name, kind and summary. Private or deleted items,
// and links with their own text, stay plain links.
import { useQuery } from "@tanstack/react-query";
import { BookOpen } from "lucide-react";
import type { ComponentProps } from "react";
import type { Components } from "react-markdown";
import { Link } from "react-router";
import { supabase } from "@/lib/supabase";

const ITEM = /^(?:https?:\/\/[^/\s]+)?\/browse\/item\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** The item id a bare library link points at, or null. */
export function embeddedItemId(href: string | undefined, text: string): string | null {
  if (!href) return null;
  const m = ITEM.exec(href);
  return m && text.trim() === href.trim() ? m[1]!.toLowerCase() : null;
}

function ItemEmbed({ id, href }: { id: string; href: string }) {
  const item = useQuery({
    queryKey: ["forum", "embed", id],
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const { data, error } = await supabase().from("content_items").select("id, name, kind, summary").eq("id", id).eq("visibility", "public").maybeSingle();
      if (error) throw new Error(error.message);
      return data as { id: string; name: string; kind: string; summary: string } | null;
    },
  });
  if (!item.data) return <a href={href}>{href}</a>;
  const d = item.data;
  return (
    <Link to={`/browse/item/${d.id}`} className="my-2 flex max-w-md gap-3 rounded-lg border border-border bg-background p-3 no-underline hover:border-primary/60">
      <BookOpen className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <span className="min-w-0">
        <span className="block font-serif font-semibold text-foreground">{d.name}</span>
        <span className="block text-xs text-muted-foreground capitalize">{d.kind.replace(/-/g, " ")}</span>
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
    const id = embeddedItemId(href, textOf(children));
    return id ? <ItemEmbed id={id} href={href!} /> : <a href={href} {...rest}>{children}</a>;
  },
};
