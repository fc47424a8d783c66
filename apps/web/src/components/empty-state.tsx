// Page frame and honest empty state for areas that are not built yet: the page's title, what the
// place is for, and one way to start.
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export function PageHeader({ title, description, children }: { title: string; description?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        {description && <p className="mt-2 text-muted-foreground">{description}</p>}
      </div>
      {children}
    </div>
  );
}

export function PageContainer({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12", className)}>{children}</div>;
}

export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  className,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-card/60 px-6 py-12 text-center", className)}>
      <Icon className="size-10 text-primary" aria-hidden="true" />
      <h2 className="font-serif text-xl font-semibold">{title}</h2>
      <div className="max-w-md text-sm text-muted-foreground">{children}</div>
      {action && <div className="mt-2">{action}</div>}
    </section>
  );
}

/** A page's h1 with its lead paragraph as children (the form the generators pages use). */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return <PageHeader title={title} description={children} />;
}
