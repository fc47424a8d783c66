// The horizontal timeline: eras as bands, one band of rows per lane, the axis on top. Only events
// in view are rendered (layout.ts), so 10,000 events pan and zoom smoothly. Drag or swipe to pan,
// wheel / pinch / + and - to zoom, arrow keys to pan; Tab reaches each visible event, Enter opens it.
import { Minus, Plus, Scan } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent as RPointerEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { fitView, ticks, zoomAt, type View } from "./axis";
import { formatWhen, type TLCalendar } from "@/components/calendar/calendar";
import { eventsInWindow, layoutLanes, type EventIndex } from "./layout";
import { COLOR_HEX, type Lane, type TimelineEra, type TimelineEvent } from "./model";

const ROW_PX = 30;
const LANE_PAD = 8;
const AXIS_PX = 34;
const LABEL_PX = 150;
const MAX_ROWS = 6;
/** Fitting leaves room for the first dot and for the label after the last point event. */
const FIT_PAD = { left: 12, right: LABEL_PX + 8 };

/** The view that shows every event whole (the last 200 are checked for a later end). */
function viewOfAll(index: EventIndex<TimelineEvent>, width: number): View {
  const s = index.sorted;
  if (s.length === 0) return fitView(0, 3650, width);
  return fitView(s[0]!.start, Math.max(s[s.length - 1]!.start, ...s.slice(-200).map((e) => e.end ?? e.start)), width, FIT_PAD);
}

export function TimelineAxis({
  cal,
  index,
  lanes,
  eras,
  view,
  setView,
  selectedId,
  onOpen,
  label,
  onWidth,
}: {
  cal: TLCalendar;
  index: EventIndex<TimelineEvent>;
  lanes: Lane[];
  eras: TimelineEra[];
  view: View | null;
  setView: (v: View) => void;
  selectedId: string | null;
  onOpen: (e: TimelineEvent) => void;
  label: string;
  /** Told the axis's width in pixels whenever it changes (to place new events in the middle). */
  onWidth?: (px: number) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setWidth(el.clientWidth));
    ro.observe(el);
    setWidth(el.clientWidth);
    return () => ro.disconnect();
  }, []);

  // First sight: fit every event (or a decade around year 1 when there are none).
  useEffect(() => {
    if (view || width === 0) return;
    setView(viewOfAll(index, width));
  }, [view, width, index, setView]);

  const v = useMemo(() => view ?? { start: 0, pxPerDay: 0.05 }, [view]);

  // A narrower or wider box (the editor panel opening, a rotated phone) shows the same stretch of time.
  const lastWidth = useRef(0);
  useEffect(() => {
    onWidth?.(width);
    const before = lastWidth.current;
    lastWidth.current = width;
    if (view && before > 0 && width > 0 && before !== width) setView({ start: view.start, pxPerDay: view.pxPerDay * (width / before) });
    // Only the width matters here: the view is read as it was when the width changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [width]);

  // The first events (pulled in), when none of them is in view, are fitted into view.
  const lastCount = useRef(index.sorted.length);
  useEffect(() => {
    const before = lastCount.current;
    lastCount.current = index.sorted.length;
    if (before === 0 && index.sorted.length > 0 && width > 0 && eventsInWindow(index, v.start, v.start + width / v.pxPerDay).length === 0) fitAllNow();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index]);

  // The selected event, label included, stays in view when it is opened or its date changes.
  const selected = selectedId ? index.sorted.find((e) => e.id === selectedId) : undefined;
  useEffect(() => {
    if (!selected || !view || width === 0) return;
    const end = selected.end ?? selected.start;
    const right = view.start + width / view.pxPerDay;
    const labelEnd = selected.start + Math.min(LABEL_PX, width / 2) / view.pxPerDay;
    if (selected.start > right || end < view.start || (selected.start >= view.start && labelEnd > right))
      setView({ ...view, start: Math.min(selected.start, (selected.start + end) / 2) - width / 3 / view.pxPerDay });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedId, selected?.start, selected?.end, width]);
  const to = v.start + width / v.pxPerDay;
  const laneIds = useMemo(() => [null, ...lanes.map((l) => l.id)], [lanes]);
  const visible = useMemo(() => eventsInWindow(index, Math.floor(v.start), Math.ceil(to)), [index, v.start, to]);
  const layout = useMemo(
    () => layoutLanes(visible, { viewStart: v.start, pxPerDay: v.pxPerDay, lanes: laneIds, maxRows: MAX_ROWS, labelPx: LABEL_PX }),
    [visible, v.start, v.pxPerDay, laneIds],
  );
  const tickList = useMemo(() => (width ? ticks(cal, v, width) : []), [cal, v, width]);
  const shownLanes = layout.filter((l) => l.lane !== null || l.placed.length > 0 || l.hidden > 0 || lanes.length === 0);
  const laneName = new Map(lanes.map((l) => [l.id, l.name]));

  // Pan by drag (mouse, pen, one finger) and pinch with two fingers.
  const pointers = useRef(new Map<number, number>());
  const gesture = useRef<{ view: View; x: number; dist: number; moved: boolean } | null>(null);
  const down = (e: RPointerEvent) => {
    if ((e.target as HTMLElement).closest("button")) return;
    pointers.current.set(e.pointerId, e.clientX);
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    const xs = [...pointers.current.values()];
    gesture.current = { view: v, x: xs.reduce((a, b) => a + b, 0) / xs.length, dist: xs.length > 1 ? Math.abs(xs[0]! - xs[1]!) : 0, moved: false };
  };
  const move = (e: RPointerEvent) => {
    if (!pointers.current.has(e.pointerId) || !gesture.current) return;
    pointers.current.set(e.pointerId, e.clientX);
    const xs = [...pointers.current.values()];
    const g = gesture.current;
    const left = box.current!.getBoundingClientRect().left;
    if (xs.length > 1 && g.dist > 10) {
      const dist = Math.abs(xs[0]! - xs[1]!);
      setView(zoomAt(g.view, dist / g.dist, (xs[0]! + xs[1]!) / 2 - left));
    } else {
      const dx = e.clientX - g.x;
      setView({ ...g.view, start: g.view.start - dx / g.view.pxPerDay });
    }
  };
  const up = (e: RPointerEvent) => {
    pointers.current.delete(e.pointerId);
    gesture.current = null;
  };
  // Wheel: zoom at the pointer; a sideways wheel (or shift) pans. Non-passive, to keep the page still.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (!view) return;
      e.preventDefault();
      const left = el.getBoundingClientRect().left;
      if (e.shiftKey || Math.abs(e.deltaX) > Math.abs(e.deltaY)) setView({ ...view, start: view.start + (e.deltaX || e.deltaY) / view.pxPerDay });
      else setView(zoomAt(view, Math.exp(-e.deltaY * 0.0015), e.clientX - left));
    };
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => el.removeEventListener("wheel", onWheel);
  }, [view, setView]);

  const zoom = (f: number) => setView(zoomAt(v, f, width / 2));
  const onKey = (e: KeyboardEvent) => {
    const panBy = (width / v.pxPerDay) * (e.shiftKey ? 0.5 : 0.1);
    if (e.key === "ArrowLeft") setView({ ...v, start: v.start - panBy });
    else if (e.key === "ArrowRight") setView({ ...v, start: v.start + panBy });
    else if (e.key === "+" || e.key === "=") zoom(1.5);
    else if (e.key === "-" || e.key === "_") zoom(1 / 1.5);
    else return;
    e.preventDefault();
  };

  function fitAllNow() {
    if (index.sorted.length) setView(viewOfAll(index, width));
  }
  const fitAll = fitAllNow;
  const hiddenTotal = layout.reduce((n, l) => n + l.hidden, 0);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Button size="sm" variant="outline" onClick={() => zoom(1 / 2)} aria-label="Zoom out">
          <Minus aria-hidden="true" />
        </Button>
        <Button size="sm" variant="outline" onClick={() => zoom(2)} aria-label="Zoom in">
          <Plus aria-hidden="true" />
        </Button>
        <Button size="sm" variant="outline" onClick={fitAll} disabled={index.sorted.length === 0}>
          <Scan aria-hidden="true" /> Fit all
        </Button>
        <span className="min-w-0 text-xs text-muted-foreground" data-testid="timeline-range">
          {width > 0 && view ? formatWhen(cal, Math.round(v.start), Math.round(to)) : ""}
        </span>
      </div>
      <div
        ref={box}
        role="group"
        aria-roledescription="timeline"
        aria-label={`${label}. Arrow keys pan, plus and minus zoom, Tab moves through the events in view.`}
        tabIndex={0}
        onKeyDown={onKey}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        className="relative touch-none select-none overflow-hidden rounded-lg border border-border bg-card focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        style={{ cursor: gesture.current ? "grabbing" : "grab" }}
        data-testid="timeline-axis"
      >
        {/* Eras: bands behind everything. */}
        {eras.map((era) => {
          const x = (era.start - v.start) * v.pxPerDay;
          const w = (era.end - era.start + 1) * v.pxPerDay;
          if (x > width || x + w < 0) return null;
          return (
            <div
              key={era.id}
              className="pointer-events-none absolute inset-y-0"
              style={{
                left: Math.max(-2, x),
                width: Math.min(width + 4, x + w) - Math.max(-2, x),
                background: `${COLOR_HEX[era.color]}22`,
                borderLeft: x >= 0 ? `2px solid ${COLOR_HEX[era.color]}66` : undefined,
              }}
              aria-hidden="true"
            >
              <span className="absolute left-1 flex max-w-full items-center gap-1 truncate text-xs font-semibold text-foreground" style={{ top: AXIS_PX + 2 }}>
                <span className="size-2 shrink-0 rounded-sm" style={{ background: COLOR_HEX[era.color] }} />
                <span className="truncate">{era.name}</span>
              </span>
            </div>
          );
        })}
        <div className="relative border-b border-border" style={{ height: AXIS_PX }} aria-hidden="true">
          {tickList.map((t) => (
            <div key={t.day} className="absolute top-0 h-full" style={{ left: t.x }}>
              <div className={cn("h-full w-px", t.major ? "bg-foreground/50" : "bg-border")} />
              <span className={cn("absolute left-1 top-1 whitespace-nowrap text-xs", t.major ? "font-semibold text-foreground" : "text-muted-foreground")}>
                {t.label}
              </span>
            </div>
          ))}
        </div>
        {eras.length > 0 && <div className="h-5" aria-hidden="true" />}
        {shownLanes.map((l) => (
          <section
            key={l.lane ?? "-"}
            aria-label={l.lane ? `Lane ${laneName.get(l.lane)}` : "Events without a lane"}
            className="relative border-b border-dashed border-border last:border-b-0"
            style={{ height: l.rows * ROW_PX + LANE_PAD * 2 + 14 }}
          >
            <span className="pointer-events-none absolute left-1 top-0.5 z-10 text-[11px] font-medium uppercase tracking-wide text-muted-foreground">
              {l.lane ? laneName.get(l.lane) : lanes.length ? "No lane" : ""}
              {l.hidden > 0 && ` · ${l.hidden} more: zoom in`}
            </span>
            {l.placed.map(({ event: e, x, width: w, row }) => {
              const color = COLOR_HEX[e.color];
              const selected = e.id === selectedId;
              return (
                <button
                  key={e.id}
                  type="button"
                  onClick={() => onOpen(e)}
                  className={cn(
                    "absolute flex h-6 max-w-[150px] items-center gap-1 rounded text-left text-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    selected && "ring-2 ring-primary",
                    e.importance === 3 && "font-semibold",
                    e.importance === 1 && "opacity-80",
                  )}
                  style={{
                    left: Math.max(x, e.end === null ? x - 5 : -4),
                    top: LANE_PAD + 14 + row * ROW_PX,
                    ...(e.end === null ? {} : { maxWidth: "none", width: Math.max(Math.min(w, width + 8 - Math.max(x, -4)), 8), minWidth: 8 }),
                  }}
                  aria-label={`${e.title}, ${formatWhen(cal, e.start, e.end)}`}
                  data-event-id={e.id}
                >
                  {e.end === null ? (
                    <>
                      <span
                        className="size-2.5 shrink-0 rounded-full border-2 border-card"
                        style={{ background: color, outline: `1px solid ${color}`, width: e.importance === 3 ? 12 : 10, height: e.importance === 3 ? 12 : 10 }}
                        aria-hidden="true"
                      />
                      <span className="truncate rounded bg-card/80 px-0.5">{e.title}</span>
                    </>
                  ) : (
                    <span className="flex h-full w-full min-w-0 items-center truncate rounded px-1.5 text-white" style={{ background: color }}>
                      <span className="truncate">{e.title}</span>
                    </span>
                  )}
                </button>
              );
            })}
          </section>
        ))}
        {index.sorted.length > 0 && visible.length === 0 && (
          <p className="p-3 text-sm text-muted-foreground">No events in this stretch of time. Use Fit all to see them.</p>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        {visible.length.toLocaleString("en")} of {index.sorted.length.toLocaleString("en")} events in view
        {hiddenTotal ? ` (${hiddenTotal} crowded out: zoom in)` : ""}. Drag or swipe to pan; wheel, pinch or + / − to zoom.
      </p>
    </div>
  );
}
