// The tree with its view controls, shared by the editor and the visitors' page: whole family /
// ancestors / descendants around a focus person, collapsed branches, the canvas, PNG and SVG export,
// and the same tree as a list by generation (readable on a phone and by screen readers).
import { ReactFlowProvider } from "@xyflow/react";
import { Download } from "lucide-react";
import { useCallback, useId, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { cn } from "@/lib/utils";
import { selectClass } from "@/components/ui/select-class";
import { FamilyCanvas } from "./family-canvas";
import { PARENT_LABEL, PARTNER_LABEL, type FamilyData } from "@/components/story-documents/family-data";
import { exportTree } from "./export-image";
import { generations, layoutFamily, PERSON_HEIGHT, PERSON_WIDTH, visiblePeople, type ViewMode } from "./layout";
import type { TLCalendar } from "@/components/calendar/calendar";
import { lifeLine } from "./names";
import type { TreeCalendar } from "./use-calendar";
import { siblingsOf } from "./rules";

const MODES: { value: ViewMode; label: string }[] = [
  { value: "all", label: "Whole family" },
  { value: "ancestors", label: "Ancestors" },
  { value: "descendants", label: "Descendants" },
];

export interface TreeViewProps {
  data: FamilyData;
  nameOf: (id: string) => string;
  title: string;
  dark: boolean;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onDelete?: (id: string) => void;
  /** A person picked in the list (the editor scrolls its panel into view); defaults to onSelect. */
  onOpen?: (id: string) => void;
  /** Where dates are counted: the universe's calendar, or null for Gregorian. */
  calendar: TreeCalendar | null;
}

export function TreeView({ data, nameOf, title, dark, selectedId, onSelect, onDelete, onOpen, calendar }: TreeViewProps) {
  const ids = useId();
  const canvasRef = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<ViewMode>("all");
  const [focus, setFocus] = useState<string>("");
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const input = useMemo(() => ({ people: data.people.map((p) => p.id), parents: data.parents, partners: data.partnerships }), [data]);
  const focusId = focus && data.people.some((p) => p.id === focus) ? focus : null;
  const shown = useMemo(() => visiblePeople(input, focusId ? mode : "all", focusId, collapsed), [input, mode, focusId, collapsed]);
  const positions = useMemo(
    () =>
      layoutFamily({
        people: input.people.filter((id) => shown.has(id)),
        parents: input.parents.filter((l) => shown.has(l.child) && shown.has(l.parent)),
        partners: input.partners.filter((p) => shown.has(p.a) && shown.has(p.b)),
      }),
    [input, shown],
  );
  const toggle = useCallback(
    (id: string) =>
      setCollapsed((c) => {
        const next = new Set(c);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const sorted = useMemo(() => [...data.people].sort((a, b) => nameOf(a.id).localeCompare(nameOf(b.id))), [data.people, nameOf]);
  const gens = useMemo(() => generations(input), [input]);
  const rows = useMemo(() => {
    const out: string[][] = [];
    for (const p of data.people) if (shown.has(p.id)) (out[gens.get(p.id) ?? 0] ??= []).push(p.id);
    return out.filter(Boolean);
  }, [data.people, shown, gens]);

  const doExport = (format: "png" | "svg") => {
    const pts = Object.values(positions);
    const bounds = pts.length ? { x: Math.min(...pts.map((p) => p.x)), y: Math.min(...pts.map((p) => p.y)), width: 0, height: 0 } : null;
    if (bounds) {
      bounds.width = Math.max(...pts.map((p) => p.x)) + PERSON_WIDTH - bounds.x;
      bounds.height = Math.max(...pts.map((p) => p.y)) + PERSON_HEIGHT - bounds.y;
    }
    exportTree(canvasRef.current!, bounds, format, title, dark ? "#1c1917" : "#ffffff").then(
      () => toast.success(`Exported the tree as ${format.toUpperCase()}`),
      (e: Error) => toast.error("Could not export the tree", { description: e.message }),
    );
  };

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${ids}-focus`}>Focus on</Label>
          <select id={`${ids}-focus`} className={cn(selectClass, "sm:w-56")} value={focusId ?? ""} onChange={(e) => setFocus(e.target.value)}>
            <option value="">Nobody (whole tree)</option>
            {sorted.map((p) => (
              <option key={p.id} value={p.id}>
                {nameOf(p.id)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="flex min-w-0 flex-col gap-1" disabled={!focusId}>
          <legend className="mb-1 text-sm font-medium">Show</legend>
          <div className="flex flex-wrap gap-1" role="radiogroup" aria-label="Show">
            {MODES.map((m) => (
              <Button
                key={m.value}
                type="button"
                size="sm"
                role="radio"
                aria-checked={(focusId ? mode : "all") === m.value}
                variant={(focusId ? mode : "all") === m.value ? "default" : "outline"}
                onClick={() => setMode(m.value)}
              >
                {m.label}
              </Button>
            ))}
          </div>
        </fieldset>
        {collapsed.size > 0 && (
          <Button size="sm" variant="outline" onClick={() => setCollapsed(new Set())}>
            Expand all
          </Button>
        )}
        <div className="ml-auto flex gap-2">
          <Button size="sm" variant="outline" disabled={shown.size === 0} onClick={() => doExport("png")}>
            <Download aria-hidden="true" /> PNG
          </Button>
          <Button size="sm" variant="outline" disabled={shown.size === 0} onClick={() => doExport("svg")}>
            <Download aria-hidden="true" /> SVG
          </Button>
        </div>
      </div>
      <div ref={canvasRef}>
        <ReactFlowProvider>
          <FamilyCanvas
            data={data}
            shown={shown}
            positions={positions}
            nameOf={nameOf}
            focusId={focusId}
            selectedId={selectedId}
            collapsed={collapsed}
            onToggle={toggle}
            onSelect={onSelect}
            onDelete={onDelete}
            dark={dark}
            cal={calendar?.cal ?? null}
            label={`Family tree ${title}: ${shown.size} of ${data.people.length} people shown`}
            fitKey={`${focusId ?? ""}:${mode}:${collapsed.size}`}
          />
        </ReactFlowProvider>
      </div>
      <p className="text-xs text-muted-foreground">
        Dates are counted in {calendar ? `the calendar “${calendar.name}”` : "the Gregorian calendar"}. Lines: solid biological, dashed adoptive, dotted step,
        dash-dot foster; the coloured line joins partners. With the keyboard: Tab to a person, arrow keys to walk to parents, children and the row
        {onDelete ? ", Delete to remove (with Undo)" : ""}.
      </p>
      <section aria-labelledby={`${ids}-list`} className="flex flex-col gap-2">
        <h2 id={`${ids}-list`} className="font-serif text-lg font-semibold">
          By generation
        </h2>
        {rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-3 text-sm text-muted-foreground">Nobody to show.</p>
        ) : (
          <ol className="flex flex-col gap-3" aria-label="Generations">
            {rows.map((row, g) => (
              <li key={g} aria-label={`Generation ${g + 1}`}>
                <h3 className="mb-1 text-sm font-semibold text-muted-foreground">Generation {g + 1}</h3>
                <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label={`People in generation ${g + 1}`}>
                  {row.map((id) => (
                    <PersonLine
                      key={id}
                      id={id}
                      data={data}
                      nameOf={nameOf}
                      selected={id === selectedId}
                      onSelect={onOpen ?? onSelect}
                      cal={calendar?.cal ?? null}
                    />
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function PersonLine({
  id,
  data,
  nameOf,
  selected,
  onSelect,
  cal,
}: {
  id: string;
  data: FamilyData;
  nameOf: (id: string) => string;
  selected: boolean;
  onSelect: (id: string) => void;
  cal: TLCalendar | null;
}) {
  const p = data.people.find((x) => x.id === id)!;
  const parents = data.parents.filter((l) => l.child === id);
  const partners = data.partnerships.filter((x) => x.a === id || x.b === id);
  const sibs = siblingsOf(data, id);
  const life = lifeLine(p, data.today, cal);
  return (
    <li aria-label={nameOf(id)} className={cn("rounded-lg border bg-card p-3 text-sm", selected ? "border-primary" : "border-border")}>
      <button type="button" className="text-left font-serif text-base font-semibold underline-offset-4 hover:underline" onClick={() => onSelect(id)}>
        {nameOf(id)}
      </button>
      {life && <p className="text-muted-foreground">{life}</p>}
      {parents.length > 0 && (
        <p>Parents: {parents.map((l) => `${nameOf(l.parent)}${l.type === "biological" ? "" : ` (${PARENT_LABEL[l.type].toLowerCase()})`}`).join(", ")}</p>
      )}
      {partners.length > 0 && <p>Partners: {partners.map((x) => `${nameOf(x.a === id ? x.b : x.a)} (${PARTNER_LABEL[x.type].toLowerCase()})`).join(", ")}</p>}
      {sibs.length > 0 && <p>Siblings: {sibs.map((s) => `${nameOf(s.id)}${s.full ? "" : " (half)"}`).join(", ")}</p>}
      {p.note && <p className="mt-1 italic text-muted-foreground">{p.note}</p>}
    </li>
  );
}
