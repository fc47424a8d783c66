// The generic routing failure page of docs/spec.md §8: "Unexpected Application Error!" with status and
// text, or the error's message.
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";

export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : "Unknown error";
}

export function RouteError() {
  const error = useRouteError();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col justify-center gap-4 px-6 py-12">
      <h1 className="font-serif text-3xl font-semibold">Unexpected Application Error!</h1>
      <p className="rounded-md border border-border bg-muted p-4 font-mono text-sm" data-testid="route-error-detail">
        {describeRouteError(error)}
      </p>
      <p className="text-muted-foreground">Something went wrong while opening this page. Reloading usually helps; if it does not, go back home.</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="outline" asChild>
          <a href="/">Go home</a>
        </Button>
      </div>
    </div>
  );
}
