// Small pieces the forum pages share: breadcrumbs, the pager, the search box, the post editor,
// and the "sign in to take part" prompt.
import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { openAuthModal } from "@/lib/auth";
import { cn } from "@/lib/utils";
import { MAX_BODY } from "@/data/forum/types";
import { MarkdownField } from "@/components/markdown-field";

export function Crumbs({ items }: { items: { to?: string; label: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((c, i) => (
          <li key={i} className="flex min-w-0 items-center gap-1">
            {i > 0 && <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" />}
            {c.to ? (
              <Link to={c.to} className="hover:text-foreground hover:underline">
                {c.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate">
                {c.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function Pager({ page, pages, onPage, label }: { page: number; pages: number; onPage: (p: number) => void; label: string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" /> Previous
      </Button>
      <span className="text-sm text-muted-foreground">
        Page {page + 1} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        Next <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

export function ForumSearchBox({ initial = "", className }: { initial?: string; className?: string }) {
  const [q, setQ] = useState(initial);
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (q.trim()) void navigate(`/forum/search?q=${encodeURIComponent(q.trim())}`);
  };
  return (
    <form role="search" onSubmit={submit} className={cn("flex w-full gap-2 sm:w-80", className)}>
      <Input type="search" aria-label="Search the forum" placeholder="Search the forum" value={q} onChange={(e) => setQ(e.target.value)} />
      <Button type="submit" variant="outline" aria-label="Search">
        <Search aria-hidden="true" />
      </Button>
    </form>
  );
}

export function SignInToTakePart({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border bg-card/60 p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p className="text-muted-foreground">{children}</p>
      <Button onClick={() => openAuthModal()}>Sign in</Button>
    </div>
  );
}

/** The post field with the forum's size limit. */
export function PostEditor(props: { id: string; label: string; value: string; onChange: (v: string) => void; rows?: number; autoFocus?: boolean }) {
  return <MarkdownField {...props} max={MAX_BODY} mentions />;
}

export function ErrorNote({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
      <p className="font-medium">{title}</p>
      <p className="mt-1 text-muted-foreground">{error instanceof Error ? error.message : "Something went wrong."}</p>
      {onRetry && (
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
