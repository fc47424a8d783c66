// WithTooltip for controls on every page's first screen (the floating timer and task buttons): the
// control is drawn at once and gains its Radix tooltip when that code has loaded, just after the
// first render, so Radix Tooltip and its positioning library stay out of the first page's JavaScript.
// The tooltip's delays and its provider (app.tsx) are tooltip.tsx's own.
import { lazy, Suspense, type ComponentProps } from "react";
import type { WithTooltip as Eager } from "./tooltip";

const WithTooltip = lazy(async () => ({ default: (await import("./tooltip")).WithTooltip }));

export function LazyWithTooltip(props: ComponentProps<typeof Eager>) {
  return (
    <Suspense fallback={props.children}>
      <WithTooltip {...props} />
    </Suspense>
  );
}
