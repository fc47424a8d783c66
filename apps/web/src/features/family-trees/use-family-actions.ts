// The editor's actions on a family tree, each announced politely; removing a person (and a library
// character's link) is undoable from the toast; "Make a library character" saves a quick entry to the library.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toaster";
import { contentItemKeys } from "@/data/content-items/keys";
import { createItem } from "@/data/content-items/create-items";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import type { StoryDoc } from "@/data/story-documents/types";
import { addLink } from "@/data/story-links/add-link";
import { removeLink } from "@/data/story-links/remove-link";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import { asJson } from "@/lib/supabase";
import type { Autosave } from "@/components/story-documents/use-autosave";
import type { ParentType, PartnerType, Person } from "@/components/story-documents/family-data";
import { addParent, addPartnership, addPerson, removeParent, removePeople, setParentType, updatePerson } from "./rules";
import type { FamilyState } from "./use-family";
import { splitDate, type FamDate } from "@/components/story-documents/family-dates";

const newId = () => crypto.randomUUID();

export function useFamilyActions({
  doc,
  autosave,
  fam,
  links,
  nameOf,
  announce,
  select,
}: {
  doc: StoryDoc;
  autosave: Autosave;
  fam: FamilyState;
  links: StoryLinkWithItem[] | undefined;
  nameOf: (id: string) => string;
  announce: (t: string) => void;
  select: (id: string | null) => void;
}) {
  const qc = useQueryClient();
  const removing = useRef(new Set<string>());
  const [making, setMaking] = useState(false);
  const refreshLinks = () => void qc.invalidateQueries({ queryKey: storyDocumentKeys.links(doc.id) });

  // Characters linked from the library (the shared dialog writes story_links) join the tree as people.
  const { set, latest } = fam;
  useEffect(() => {
    if (!links) return;
    const have = new Set(
      latest()
        .people.map((p) => p.itemId)
        .filter(Boolean),
    );
    const fresh = links.filter((l) => l.anchor === "" && l.item && !l.item.deleted_at && !have.has(l.item_id) && !removing.current.has(l.item_id));
    if (!fresh.length) return;
    set((d) => fresh.reduce((acc, l) => addPerson(acc, { id: newId(), itemId: l.item_id, name: "", born: null, died: null, note: "" }), d));
    announce(`Added ${fresh.map((l) => l.item!.name).join(", ")} from the library.`);
  }, [links, set, latest, announce]);

  const add = (p: Omit<Person, "id">) => {
    const id = newId();
    fam.set((d) => addPerson(d, { ...p, id }));
    select(id);
    announce(`Added ${p.name}.`);
  };

  const remove = (id: string) => {
    const before = fam.latest();
    const person = before.people.find((p) => p.id === id);
    if (!person) return;
    const name = nameOf(id);
    const gone = {
      parents: before.parents.filter((l) => l.child === id || l.parent === id),
      partnerships: before.partnerships.filter((p) => p.a === id || p.b === id),
    };
    const link = person.itemId ? links?.find((l) => l.anchor === "" && l.item_id === person.itemId) : undefined;
    if (person.itemId) removing.current.add(person.itemId);
    fam.set((d) => removePeople(d, new Set([id])));
    if (link) void autosave.track(removeLink(link.id)).then(refreshLinks);
    select(null);
    announce(`Removed ${name} from the tree.`);
    toast.success(`Removed ${name}`, {
      action: {
        label: "Undo",
        onClick: () => {
          const restore = () => {
            fam.set((d) => {
              const ids = new Set(d.people.map((p) => p.id));
              const ok = (l: { child: string; parent: string }) => (l.child === id || ids.has(l.child)) && (l.parent === id || ids.has(l.parent));
              const at = Math.min(
                before.people.findIndex((p) => p.id === id),
                d.people.length,
              );
              return {
                ...d,
                people: [...d.people.slice(0, at), person, ...d.people.slice(at)],
                parents: [...d.parents, ...gone.parents.filter(ok)],
                partnerships: [...d.partnerships, ...gone.partnerships.filter((p) => ids.has(p.a === id ? p.b : p.a))],
              };
            });
            announce(`${name} is back in the tree.`);
          };
          restore();
          if (link)
            void autosave
              .track(addLink({ document_id: doc.id, item_id: link.item_id, position: link.position }))
              .then(() => (removing.current.delete(link.item_id), refreshLinks()));
        },
      },
    });
  };

  const parentAdd = (child: string, parent: string, type: ParentType) => {
    const err = fam.apply((d) => addParent(d, child, parent, type, nameOf));
    announce(err ?? `${nameOf(parent)} is now a parent of ${nameOf(child)}.`);
    return err;
  };
  const parentRemove = (child: string, parent: string) => {
    const link = fam.latest().parents.find((l) => l.child === child && l.parent === parent);
    fam.set((d) => removeParent(d, child, parent));
    announce(`${nameOf(parent)} is no longer a parent of ${nameOf(child)}.`);
    if (link)
      toast.success("Removed the parent link", { action: { label: "Undo", onClick: () => fam.apply((d) => addParent(d, child, parent, link.type, nameOf)) } });
  };
  const parentType = (child: string, parent: string, type: ParentType) => fam.set((d) => setParentType(d, child, parent, type));
  const partnerAdd = (a: string, b: string, type: PartnerType, start: FamDate | null, end: FamDate | null) => {
    const s = splitDate(start);
    const e = splitDate(end);
    const err = fam.apply((d) => addPartnership(d, { id: newId(), a, b, type, start: s.year, startOn: s.on, end: e.year, endOn: e.on }, nameOf));
    announce(err ?? `${nameOf(a)} and ${nameOf(b)} are partners.`);
    return err;
  };
  const partnerRemove = (pid: string) => {
    const p = fam.latest().partnerships.find((x) => x.id === pid);
    if (!p) return;
    fam.set((d) => ({ ...d, partnerships: d.partnerships.filter((x) => x.id !== pid) }));
    toast.success("Removed the partnership", { action: { label: "Undo", onClick: () => fam.apply((d) => addPartnership(d, p, nameOf)) } });
  };
  const patch = (id: string, change: Partial<Omit<Person, "id">>) => fam.set((d) => updatePerson(d, id, change));

  /** A quick entry becomes a library character (in the tree's universe), linked to the tree. */
  const makeCharacter = async (id: string) => {
    const p = fam.latest().people.find((x) => x.id === id);
    if (!p || p.itemId || !p.name.trim()) return;
    setMaking(true);
    try {
      const name = p.name.trim();
      const summary = p.note.slice(0, 2000);
      const item = { kind: "character", version: 1, seed: "", options: {}, name, summary, fields: [], sections: [], tags: [], links: [] };
      const itemId = await createItem({ kind: "character", name, summary, data: asJson(item), universe_id: doc.universe_id });
      removing.current.add(itemId); // the link below must not add a second person
      await autosave.track(addLink({ document_id: doc.id, item_id: itemId, position: (links?.length ?? 0) + 1 }));
      fam.set((d) => updatePerson(d, id, { itemId, name: "" }));
      removing.current.delete(itemId);
      refreshLinks();
      void qc.invalidateQueries({ queryKey: contentItemKeys.all });
      announce(`${name} is now a character in your library.`);
      toast.success(`${name} is now a character in your library`);
    } catch (e) {
      toast.error("Could not save the character", { description: (e as Error).message });
    } finally {
      setMaking(false);
    }
  };

  return { add, remove, parentAdd, parentRemove, parentType, partnerAdd, partnerRemove, patch, makeCharacter, making };
}
