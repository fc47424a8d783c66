// "Add a person": a quick entry (name, years, note) or characters picked from the library.
import { Library, Plus } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { TLCalendar } from "@/components/calendar/calendar";
import { compareFamDates, splitDate, type FamDate } from "@/components/story-documents/family-dates";
import { FamDateInput } from "./date-input";
import type { Person } from "@/components/story-documents/family-data";

export function AddPersonForm({
  onAdd,
  onPickFromLibrary,
  cal = null,
}: {
  onAdd: (p: Omit<Person, "id">) => void;
  onPickFromLibrary: () => void;
  cal?: TLCalendar | null;
}) {
  const ids = useId();
  const [name, setName] = useState("");
  const [born, setBorn] = useState<FamDate | null>(null);
  const [died, setDied] = useState<FamDate | null>(null);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [key, setKey] = useState(0);
  return (
    <form
      aria-labelledby={`${ids}-title`}
      className="grid gap-3 rounded-lg border border-border bg-card p-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!name.trim()) return setError("Give the person a name.");
        if (born && died && compareFamDates(died, born) < 0) return setError("Nobody dies before they are born.");
        const b = splitDate(born);
        const d = splitDate(died);
        onAdd({ itemId: null, name: name.trim(), born: b.year, bornOn: b.on, died: d.year, diedOn: d.on, note: note.trim() });
        setName("");
        setBorn(null);
        setDied(null);
        setNote("");
        setError(null);
        setKey((k) => k + 1);
      }}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${ids}-title`} className="flex-1 font-serif text-lg font-semibold">
          Add a person
        </h2>
        <Button type="button" size="sm" variant="outline" onClick={onPickFromLibrary}>
          <Library aria-hidden="true" /> From your library
        </Button>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={`${ids}-name`}>Name</Label>
        <Input id={`${ids}-name`} value={name} maxLength={200} onChange={(e) => (setName(e.target.value), setError(null))} />
      </div>
      <div key={key} className="grid gap-2">
        <FamDateInput label="Born" what="birth" cal={cal} value={born} onChange={setBorn} />
        <FamDateInput label="Died" what="death" cal={cal} value={died} onChange={setDied} />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={`${ids}-note`}>Note</Label>
        <Textarea id={`${ids}-note`} rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" className="justify-self-start">
        <Plus aria-hidden="true" /> Add person
      </Button>
    </form>
  );
}
