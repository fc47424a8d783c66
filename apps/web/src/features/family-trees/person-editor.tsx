// The selected person: name and years (quick entries), note, "Make a library character", parents
// (typed, any number), partnerships, derived siblings and children. Refused edits say why.
import { ExternalLink, Trash2, UserPlus, X } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { selectClass } from "@/components/ui/select-class";
import {
  PARENT_LABEL,
  PARENT_TYPES,
  PARTNER_LABEL,
  PARTNER_TYPES,
  type FamilyData,
  type ParentType,
  type PartnerType,
  type Person,
} from "@/components/story-documents/family-data";
import type { TLCalendar } from "@/components/calendar/calendar";
import { famDate, splitDate, type FamDate } from "@/components/story-documents/family-dates";
import { FamDateInput } from "./date-input";
import { lifeLine, partnershipDates } from "./names";
import { childrenOf, parentsOf, partnersOf, siblingsOf } from "./rules";

export interface PersonEditorProps {
  person: Person;
  data: FamilyData;
  nameOf: (id: string) => string;
  onPatch: (patch: Partial<Omit<Person, "id">>) => void;
  onAddParent: (parent: string, type: ParentType) => string | null;
  onParentType: (parent: string, type: ParentType) => void;
  onRemoveParent: (parent: string) => void;
  onAddPartner: (other: string, type: PartnerType, start: FamDate | null, end: FamDate | null) => string | null;
  onRemovePartner: (id: string) => void;
  onMakeCharacter: () => void;
  making: boolean;
  onDelete: () => void;
  onSelect: (id: string) => void;
  /** The calendar of the tree's universe; null: Gregorian. */
  cal?: TLCalendar | null;
}

export function PersonEditor(props: PersonEditorProps) {
  const { person, data, nameOf, onPatch, onSelect } = props;
  const ids = useId();
  const name = nameOf(person.id);
  const others = data.people.filter((p) => p.id !== person.id).sort((a, b) => nameOf(a.id).localeCompare(nameOf(b.id)));
  const parents = parentsOf(data, person.id);
  const partners = partnersOf(data, person.id);
  const sibs = siblingsOf(data, person.id);
  const kids = childrenOf(data, person.id);
  const [parent, setParent] = useState("");
  const [ptype, setPtype] = useState<ParentType>("biological");
  const [parentError, setParentError] = useState<string | null>(null);
  const [partner, setPartner] = useState("");
  const [rtype, setRtype] = useState<PartnerType>("married");
  const [start, setStart] = useState<FamDate | null>(null);
  const [end, setEnd] = useState<FamDate | null>(null);
  const cal = props.cal ?? null;
  const [partnerError, setPartnerError] = useState<string | null>(null);
  const [partnerKey, setPartnerKey] = useState(0);
  const who = (id: string) => (
    <button type="button" className="text-primary underline underline-offset-4" onClick={() => onSelect(id)}>
      {nameOf(id)}
    </button>
  );

  return (
    <section aria-labelledby={`${ids}-title`} className="grid gap-3 rounded-lg border border-primary/60 bg-card p-4" data-testid="person-editor">
      <div className="flex items-start gap-2">
        <h2 id={`${ids}-title`} className="min-w-0 flex-1 break-words font-serif text-lg font-semibold">
          {name}
        </h2>
        <Button size="sm" variant="ghost" onClick={props.onDelete} aria-label={`Remove ${name} from the tree`}>
          <Trash2 aria-hidden="true" /> Remove
        </Button>
      </div>
      {person.itemId ? (
        <p className="text-sm">
          A character from your library.{" "}
          <Link className="inline-flex items-center gap-1 text-primary underline underline-offset-4" to={`/my-content/${person.itemId}`}>
            Open it <ExternalLink className="size-3" aria-hidden="true" />
          </Link>
        </p>
      ) : (
        <>
          <div className="flex min-w-0 flex-col gap-1">
            <Label htmlFor={`${ids}-name`}>Name</Label>
            <Input id={`${ids}-name`} value={person.name} maxLength={200} onChange={(e) => onPatch({ name: e.target.value })} />
          </div>
          <Button size="sm" variant="outline" className="justify-self-start" disabled={props.making || !person.name.trim()} onClick={props.onMakeCharacter}>
            <UserPlus aria-hidden="true" /> {props.making ? "Saving to the library…" : "Make a library character"}
          </Button>
        </>
      )}
      <div className="grid gap-2">
        <FamDateInput
          key={`b${person.id}`}
          label="Born"
          what="birth"
          cal={cal}
          value={famDate(person.born, person.bornOn)}
          onChange={(d) => {
            const { year, on } = splitDate(d);
            onPatch({ born: year, bornOn: on });
          }}
        />
        <FamDateInput
          key={`d${person.id}`}
          label="Died"
          what="death"
          cal={cal}
          value={famDate(person.died, person.diedOn)}
          onChange={(d) => {
            const { year, on } = splitDate(d);
            onPatch({ died: year, diedOn: on });
          }}
        />
      </div>
      {lifeLine(person, data.today, cal) && <p className="text-sm text-muted-foreground">{lifeLine(person, data.today, cal)}</p>}
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={`${ids}-note`}>Note</Label>
        <Textarea id={`${ids}-note`} rows={2} maxLength={1000} value={person.note} onChange={(e) => onPatch({ note: e.target.value })} />
      </div>

      <h3 className="font-semibold">Parents</h3>
      {parents.length ? (
        <ul className="flex flex-col gap-1" aria-label={`Parents of ${name}`}>
          {parents.map((l) => (
            <li key={l.parent} className="grid grid-cols-[minmax(0,1fr)_8rem_2rem] items-center gap-2 text-sm" aria-label={`${nameOf(l.parent)}, ${l.type}`}>
              <span className="min-w-0 flex-1">{who(l.parent)}</span>
              <select
                aria-label={`How ${nameOf(l.parent)} is a parent`}
                className={`${selectClass} h-8`}
                value={l.type}
                onChange={(e) => props.onParentType(l.parent, e.target.value as ParentType)}
              >
                {PARENT_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {PARENT_LABEL[t]}
                  </option>
                ))}
              </select>
              <Button
                size="icon"
                variant="ghost"
                className="size-8"
                aria-label={`Remove ${nameOf(l.parent)} as a parent`}
                onClick={() => props.onRemoveParent(l.parent)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No parents in the tree.</p>
      )}
      <form
        className="grid grid-cols-[minmax(0,1fr)_auto] gap-2"
        aria-label="Add a parent"
        onSubmit={(e) => {
          e.preventDefault();
          if (!parent) return setParentError("Choose the parent first.");
          const err = props.onAddParent(parent, ptype);
          setParentError(err);
          if (!err) setParent("");
        }}
      >
        <select aria-label="Parent" className={`${selectClass} col-span-2`} value={parent} onChange={(e) => (setParent(e.target.value), setParentError(null))}>
          <option value="">Choose a parent</option>
          {others.map((p) => (
            <option key={p.id} value={p.id}>
              {nameOf(p.id)}
            </option>
          ))}
        </select>
        <select aria-label="Parent type" className={selectClass} value={ptype} onChange={(e) => setPtype(e.target.value as ParentType)}>
          {PARENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {PARENT_LABEL[t]}
            </option>
          ))}
        </select>
        <Button type="submit" variant="outline">
          Add parent
        </Button>
        {parentError && (
          <p role="alert" className="col-span-2 text-sm text-destructive">
            {parentError}
          </p>
        )}
      </form>

      <h3 className="font-semibold">Partners</h3>
      {partners.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label={`Partners of ${name}`}>
          {partners.map((p) => (
            <li key={p.id} className="flex items-center gap-2 text-sm">
              <span className="min-w-0 flex-1">
                {who(p.other)} · {PARTNER_LABEL[p.type].toLowerCase()}
                {partnershipDates(p, cal, "?")}
              </span>
              <Button
                size="icon"
                variant="ghost"
                className="size-8"
                aria-label={`End the partnership with ${nameOf(p.other)}`}
                onClick={() => props.onRemovePartner(p.id)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        key={partnerKey}
        className="grid grid-cols-2 gap-2"
        aria-label="Add a partner"
        onSubmit={(e) => {
          e.preventDefault();
          if (!partner) return setPartnerError("Choose the partner first.");
          const err = props.onAddPartner(partner, rtype, start, end);
          setPartnerError(err);
          if (err) return;
          setPartner("");
          setStart(null);
          setEnd(null);
          setPartnerKey((k) => k + 1);
        }}
      >
        <select
          aria-label="Partner"
          className={`${selectClass} col-span-2`}
          value={partner}
          onChange={(e) => (setPartner(e.target.value), setPartnerError(null))}
        >
          <option value="">Choose a partner</option>
          {others.map((p) => (
            <option key={p.id} value={p.id}>
              {nameOf(p.id)}
            </option>
          ))}
        </select>
        <select aria-label="Partnership" className={`${selectClass} col-span-2`} value={rtype} onChange={(e) => setRtype(e.target.value as PartnerType)}>
          {PARTNER_TYPES.map((t) => (
            <option key={t} value={t}>
              {PARTNER_LABEL[t]}
            </option>
          ))}
        </select>
        <div className="col-span-2 grid gap-2">
          <FamDateInput label="From" what="the start" cal={cal} value={start} onChange={setStart} />
          <FamDateInput label="Until" what="the end" cal={cal} value={end} onChange={setEnd} />
        </div>
        <Button type="submit" variant="outline" className="col-span-2 justify-self-start">
          Add partner
        </Button>
        {partnerError && (
          <p role="alert" className="col-span-2 text-sm text-destructive">
            {partnerError}
          </p>
        )}
      </form>

      <h3 className="font-semibold">Siblings</h3>
      <p className="text-sm">
        {sibs.length ? (
          sibs.map((s, i) => (
            <span key={s.id}>
              {i > 0 && ", "}
              {who(s.id)}
              {s.full ? "" : " (half)"}
            </span>
          ))
        ) : (
          <span className="text-muted-foreground">None: siblings come from shared parents.</span>
        )}
      </p>
      <h3 className="font-semibold">Children</h3>
      <p className="text-sm">
        {kids.length ? (
          kids.map((k, i) => (
            <span key={k}>
              {i > 0 && ", "}
              {who(k)}
            </span>
          ))
        ) : (
          <span className="text-muted-foreground">None yet: add this person as someone's parent.</span>
        )}
      </p>
    </section>
  );
}
