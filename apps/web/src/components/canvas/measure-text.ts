// The width of a line of text in a given CSS font, measured on an offscreen canvas (the same font
// the page draws it in), so a chart can place labels before they are drawn. Outside a browser
// (or without a canvas) it estimates from the length.
let ctx: CanvasRenderingContext2D | null | undefined;

export function textWidth(text: string, font: string): number {
  if (ctx === undefined)
    ctx =
      typeof document !== "undefined" && typeof navigator !== "undefined" && !/jsdom/i.test(navigator.userAgent)
        ? document.createElement("canvas").getContext("2d")
        : null;
  if (!ctx) return text.length * 7;
  ctx.font = font;
  return ctx.measureText(text).width;
}

/** The page's body font family (what Tailwind's sans text uses). */
export const bodyFont = () => (typeof document !== "undefined" ? getComputedStyle(document.body).fontFamily : "sans-serif");
