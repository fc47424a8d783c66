// Any path outside docs/spec.md §2 lands here, with a way home.
import { Compass } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-12 text-center">
      <Compass className="size-12 text-primary" aria-hidden="true" />
      <h1 className="font-serif text-3xl font-semibold">Page not found</h1>
      <p className="text-muted-foreground">
        There is nothing at <code className="rounded bg-muted px-1.5 py-0.5 text-sm">{pathname}</code>. The map may be out of date.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Go home</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/generators">Open the generators</Link>
        </Button>
      </div>
    </div>
  );
}
