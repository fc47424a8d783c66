// Scrolling the caret into view without a forced layout on every keystroke (docs/decisions/0010).
// ProseMirror dispatches each typed key with `scrollIntoView`, and scrolling to the selection asks
// for the caret's coordinates at once: a synchronous layout of the whole scene inside the key's
// task. While the writer types in the middle of the screen that scroll never moves anything, so
// this plugin answers ProseMirror's `handleScrollToSelection` from geometry measured after the
// previous frame (when layout is clean and reading it is cheap): if the caret was well inside the
// visible area, in the same block and a few characters away, the scroll is skipped, and checked
// again after the next frame (which scrolls then if the caret did leave the view). In every other
// case (a new block, no fresh measure, the caret near an edge) ProseMirror's own scroll runs at
// the start of the next frame, before its layout and paint, so the key's frame shows it as before;
// a selection, or a jump made while the focus is elsewhere (find & replace), scrolls at once.
import { Plugin, PluginKey, TextSelection } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";
import { Extension } from "@tiptap/react";

/** Where the caret was after the last frame, and how much of the visible area lay around it. */
export interface CaretMeasure {
  /** Start of the caret's text block (a key typed inside a block leaves it unchanged). */
  blockStart: number;
  head: number;
  /** Visible pixels between the caret and each edge of the visible area (negative: outside). */
  above: number;
  below: number;
  left: number;
  right: number;
  /** Height of the caret's line. */
  line: number;
}

export interface CaretNow {
  empty: boolean;
  blockStart: number;
  head: number;
}

/** A key may move the caret this many positions from the measured one and still skip. */
export const MAX_STEP = 8;
/** ProseMirror's default scroll margin (px): it scrolls when the caret is nearer an edge. */
const MARGIN = 5;

/**
 * Whether scrolling to the caret can be skipped: the caret, measured after the last frame, was in
 * view with room for the line to wrap twice below it, and the selection is still an empty caret a
 * few characters from there in the same block. Anything else scrolls as ProseMirror would.
 */
export function canSkipScroll(measured: CaretMeasure | null, now: CaretNow): boolean {
  if (!measured || !now.empty) return false;
  if (now.blockStart !== measured.blockStart || Math.abs(now.head - measured.head) > MAX_STEP) return false;
  const line = Math.max(measured.line, 1);
  return measured.above >= MARGIN && measured.below >= 3 * line + MARGIN && measured.left >= MARGIN && measured.right >= MARGIN;
}

/** Whether the caret lies outside the visible area (less than the scroll margin from an edge). */
export function outOfView(m: Pick<CaretMeasure, "above" | "below" | "left" | "right">): boolean {
  return m.above < 0 || m.below < 0 || m.left < 0 || m.right < 0;
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The part of the window every clipping ancestor of `el` leaves visible. */
function visibleBox(el: Element): Box {
  const win = el.ownerDocument.defaultView!;
  const box: Box = { top: 0, left: 0, bottom: win.innerHeight, right: win.innerWidth };
  const root = el.ownerDocument.documentElement;
  for (let p = el.parentElement; p && p !== root && p !== el.ownerDocument.body; p = p.parentElement) {
    const style = win.getComputedStyle(p);
    if (style.overflowY === "visible" && style.overflowX === "visible") continue;
    const r = p.getBoundingClientRect();
    box.top = Math.max(box.top, r.top);
    box.left = Math.max(box.left, r.left);
    box.bottom = Math.min(box.bottom, r.top + p.clientHeight);
    box.right = Math.min(box.right, r.left + p.clientWidth);
  }
  return box;
}

function caretNow(view: EditorView): CaretNow {
  const sel = view.state.selection;
  return { empty: sel instanceof TextSelection && sel.empty, blockStart: sel.$head.start(), head: sel.head };
}

function measure(view: EditorView): CaretMeasure | null {
  const now = caretNow(view);
  if (!now.empty || !view.dom.isConnected) return null;
  const at = view.coordsAtPos(now.head, 1);
  const box = visibleBox(view.dom);
  return {
    blockStart: now.blockStart,
    head: now.head,
    above: at.top - box.top,
    below: box.bottom - at.bottom,
    left: at.left - box.left,
    right: box.right - at.right,
    line: at.bottom - at.top,
  };
}

export const caretScrollKey = new PluginKey("worldloom-caret-scroll");

/** ProseMirror's own scroll to the selection (internal, so reached through this narrow type). */
type Scrollable = EditorView & { scrollToSelection?: () => void };

export const CaretScroll = Extension.create({
  name: "caretScroll",
  addProseMirrorPlugins() {
    let measured: CaretMeasure | null = null;
    // A skipped scroll is checked after the next frame; a deferred one runs in the next frame.
    let skipped = false;
    let deferred = false;
    let force = false;
    let frame = 0;
    let after = 0;
    let task: ReturnType<typeof setTimeout> | undefined;
    let current: Scrollable | null = null;
    const forget = () => {
      measured = null;
    };
    /** ProseMirror's scroll, as it would have run in the key's task. */
    const scrollNow = (view: Scrollable) => {
      force = true;
      try {
        if (view.scrollToSelection) view.scrollToSelection();
        else view.dispatch(view.state.tr.scrollIntoView());
      } finally {
        force = false;
      }
    };
    // After the frame (layout is clean, so reading the caret's place forces nothing): measure for
    // the next key, and scroll for real if a skipped scroll should not have been skipped.
    const afterFrame = () => {
      task = undefined;
      const view = current;
      if (!view || view.isDestroyed) return;
      const m = measure(view);
      if (skipped && (!m || outOfView(m))) {
        skipped = false;
        measured = null;
        scrollNow(view);
        return;
      }
      skipped = false;
      measured = m;
    };
    // From inside a frame (a rAF callback) a task queued now runs after that frame's paint.
    const measureAfterFrame = (inFrameNow = false) => {
      if (after || task) return;
      if (inFrameNow) task = setTimeout(afterFrame, 0);
      else
        after = requestAnimationFrame(() => {
          after = 0;
          task = setTimeout(afterFrame, 0);
        });
    };
    // Before the frame's own layout and paint: the scroll shows in the same frame as the key, but
    // the key's task no longer waits for a layout, and keys typed within one frame scroll once.
    const inFrame = () => {
      frame = 0;
      const view = current;
      if (!deferred || !view || view.isDestroyed) return;
      deferred = false;
      scrollNow(view);
      measureAfterFrame(true);
    };
    return [
      new Plugin({
        key: caretScrollKey,
        view(view) {
          current = view;
          const win = view.dom.ownerDocument.defaultView!;
          win.addEventListener("scroll", forget, { capture: true, passive: true });
          win.addEventListener("resize", forget);
          const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(forget);
          resized?.observe(view.dom.ownerDocument.body);
          return {
            destroy() {
              current = null;
              cancelAnimationFrame(frame);
              cancelAnimationFrame(after);
              clearTimeout(task);
              win.removeEventListener("scroll", forget, { capture: true });
              win.removeEventListener("resize", forget);
              resized?.disconnect();
            },
          };
        },
        props: {
          handleScrollToSelection(view) {
            if (force) return false;
            const now = caretNow(view);
            // A jump made from elsewhere (find & replace's Next, a comment's quote) scrolls at once.
            if (!now.empty || !view.hasFocus()) return false;
            if (canSkipScroll(measured, now)) {
              skipped = true;
              measureAfterFrame();
              return true;
            }
            deferred = true;
            if (!frame) frame = requestAnimationFrame(inFrame);
            return true;
          },
        },
      }),
    ];
  },
});
