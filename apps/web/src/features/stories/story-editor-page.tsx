// /story-elements/stories/:id: a manuscript. The outline (parts → chapters → scenes, reordered by
// drag or keyboard) beside the selected section: a scene's rich-text editor with its status,
// synopsis and word count, or a part's / chapter's cards (the outline view). The story's own title
// and description autosave like every story document; each scene autosaves under its own version.
import { useQueryClient } from "@tanstack/react-query";
import { BookOpen, FilePlus, LayoutGrid, Link2, Plus, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { RowsSkeleton, InlineLoadError } from "@/components/load-states";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { useLinks } from "@/data/story-links/get-links";
import { removeLink } from "@/data/story-links/remove-link";
import type { StoryLinkWithItem } from "@/data/story-links/types";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import { getSceneText, prefetchSceneText, rememberSceneText } from "@/data/story-sections/get-scene-body";
import { readBodies } from "@/data/story-sections/get-story-bodies";
import { storySectionKeys } from "@/data/story-sections/keys";
import { withoutBody } from "@/data/story-sections/list-sections";
import { useSections } from "@/data/story-sections/list-sections";
import type { SectionKind, SectionRow, StorySection } from "@/data/story-sections/types";
import { createSection, deleteSection, moveSection, setPosition } from "@/data/story-sections/write-sections";
import type { StoryDoc } from "@/data/story-documents/types";
import { DocumentEditorPage } from "@/components/story-documents/document-editor-page";
import { positionWrites, renumber } from "@/components/story-documents/reorder";
import { useListWrites } from "@/components/story-documents/use-list-writes";
import { DocumentHeader, SummaryField, TitleField, useDocumentText } from "@/components/story-documents/document-header";
import { useAutosave, type Autosave } from "@/components/story-documents/use-autosave";
import { LinkItemsDialog } from "@/components/story-documents/link-items-dialog";
import { buildOutline, chaptersForNewPart, readingTime, wordsLabel, type RowNode } from "./outline";
import { Corkboard } from "./corkboard";
import { KIND_LABEL, nameOf } from "./labels";
import { OutlineList } from "./outline-list";
import { removeSceneLinks, restoreSceneLinks, sceneLinks } from "./scene-links";
import { SceneEditor, SectionOverview } from "./section-panes";
import { StoryExportMenu } from "./story-export-menu";
import { WordGoal } from "./word-goal";

export function StoryEditorPage() {
  const { id = "" } = useParams();
  // The manuscript's rows load beside the document, not after it: one round trip less before the
  // outline shows (the editor reads the same query). A scene opened by its address has its text
  // read at the same time (the editor finds it cached when the row's version is the same).
  useSections(id);
  const qc = useQueryClient();
  const [sp] = useSearchParams();
  const [opening] = useState(() => sp.get("s"));
  useEffect(() => {
    if (opening)
      void getSceneText(opening).then(
        (t) => rememberSceneText(qc, { id: opening, ...t }),
        () => undefined,
      );
  }, [opening, qc]);
  return (
    <DocumentEditorPage tool="story" listPath="/story-elements/stories" backLabel="Stories" className="max-w-6xl">
      {(doc, onReloaded) => <StoryEditor doc={doc} onReloaded={onReloaded} />}
    </DocumentEditorPage>
  );
}

function StoryEditor({ doc, onReloaded }: { doc: StoryDoc; onReloaded: () => void }) {
  const autosave = useAutosave(doc);
  const qc = useQueryClient();
  const ids = useId();
  const sections = useSections(doc.id);
  const [sp, setSp] = useSearchParams();
  const selectedId = sp.get("s");
  const select = (id: string | null) =>
    setSp((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set("s", id);
      else next.delete("s");
      return next;
    });
  const text = useDocumentText(doc, autosave);
  const rows = sections.data ?? [];
  const outline = buildOutline(rows);
  const selected = rows.find((s) => s.id === selectedId) ?? null;
  const key = storySectionKeys.list(doc.id);
  // A scene's text is read as the pointer or the focus reaches its row or card, before the click.
  const prefetch = (e: { target: EventTarget }) => {
    const id = e.target instanceof Element ? e.target.closest<HTMLElement>("[data-section-id]")?.dataset.sectionId : undefined;
    const row = id ? rows.find((s) => s.id === id) : undefined;
    if (row?.kind === "scene") prefetchSceneText(qc, row);
  };
  // On a phone the pane sits under the outline: bring a newly picked section into view.
  const pane = useRef<HTMLElement>(null);
  useEffect(() => {
    if (selectedId && !window.matchMedia("(min-width: 1024px)").matches) pane.current?.scrollIntoView({ block: "start" });
  }, [selectedId]);

  const add = (kind: SectionKind, parent: SectionRow | null) => {
    const siblings = rows.filter((s) => s.parent_id === (parent?.id ?? null));
    // After the last sibling, whatever gaps deletes left in the positions.
    const end = siblings.reduce((max, s) => Math.max(max, s.position + 1), 0);
    const n = rows.filter((s) => s.kind === kind).length + 1;
    // A new part goes around the chapters not yet in a part, where the first of them stood.
    const taken = kind === "part" ? chaptersForNewPart(outline.top) : [];
    void autosave
      .track(
        createSection({
          document_id: doc.id,
          parent_id: parent?.id ?? null,
          kind,
          title: kind === "scene" ? `Scene ${n}` : `${KIND_LABEL[kind]} ${n}`,
          position: taken[0]?.position ?? end,
        }).then(async (s) => {
          await Promise.all(taken.map((c, i) => moveSection(c.id, s.id, i)));
          return s;
        }),
      )
      .then((s) => {
        rememberSceneText(qc, s);
        const moved = new Map(taken.map((c, i) => [c.id, i]));
        qc.setQueryData<SectionRow[]>(key, (old) => [
          ...(old ?? []).map((r) => (moved.has(r.id) ? { ...r, parent_id: s.id, position: moved.get(r.id)! } : r)),
          withoutBody(s),
        ]);
        select(s.id);
        if (taken.length) {
          const what = taken.length === 1 ? "its chapter" : `its ${taken.length} chapters`;
          toast.success(`Added “${s.title}” around ${what}`, {
            action: { label: "Undo", onClick: () => unwrapPart(s, taken) },
          });
        }
      })
      .catch((e: Error) => {
        void qc.invalidateQueries({ queryKey: key });
        toast.error(`Could not add the ${kind}`, { description: e.message });
      });
  };

  /**
   * Undo of a part added around chapters: the chapters back where they stood, then the part gone,
   * unless something was written in it since (deleting it would take that too).
   */
  const unwrapPart = (part: SectionRow, chapters: SectionRow[]) => {
    const now = qc.getQueryData<SectionRow[]>(key) ?? [];
    const back = new Set(chapters.map((c) => c.id));
    const since = now.some((r) => r.parent_id === part.id && !back.has(r.id));
    // The top of the outline with the chapters where the part stood (before it, if it stays).
    const top = buildOutline(now.filter((r) => r.parent_id === null)).top.map((n) => n.section);
    const at = top.findIndex((r) => r.id === part.id);
    const next = [...top.slice(0, at), ...chapters, ...(since ? [part] : []), ...top.slice(at + 1)];
    const writes = next.map((r, i) => (back.has(r.id) ? moveSection(r.id, null, i) : r.position === i ? null : setPosition(r.id, i)));
    void autosave
      .track(Promise.all(writes).then(() => (since ? undefined : deleteSection(part.id))))
      .then(
        () => {
          if (!since && new URLSearchParams(window.location.search).get("s") === part.id) select(null);
        },
        (e: Error) => toast.error("Could not undo", { description: e.message }),
      )
      .finally(() => void qc.invalidateQueries({ queryKey: key }));
  };

  const listWrites = useListWrites<SectionRow>(key, autosave.track);
  const reorder = (next: SectionRow[]) => {
    const writes = positionWrites(next);
    const renumbered = new Map(renumber(next).map((s) => [s.id, s]));
    // Only the positions change: the rows the outline handed over may be a save behind.
    if (writes.length)
      void listWrites(
        (old) => old?.map((s) => (renumbered.has(s.id) ? { ...s, position: renumbered.get(s.id)!.position } : s)),
        () => Promise.all(writes.map((w) => setPosition(w.id, w.position))),
      );
  };

  // The outline's rows keep the callbacks they rendered with (docs/decisions/0010): these keep
  // their identity and call the latest version, so they never act on an older list.
  const stableSelect = useLatest(select);
  const stableAdd = useLatest(add);
  const stableReorder = useLatest(reorder);

  const remove = (node: RowNode) => {
    const rowsGone: SectionRow[] = [];
    const walk = (n: RowNode) => {
      rowsGone.push(n.section);
      n.children.forEach(walk);
    };
    walk(node);
    const gone = new Set(rowsGone.map((s) => s.id));
    qc.setQueryData<SectionRow[]>(key, (old) => old?.filter((s) => !gone.has(s.id)));
    if (selectedId && gone.has(selectedId)) select(null);
    const label = `“${nameOf(node.section)}”`;
    const anchored = sceneLinks(qc.getQueryData<StoryLinkWithItem[]>(storyDocumentKeys.links(doc.id)) ?? [], gone);
    // The texts Undo would put back are read first (from the cache, or in one request): the list
    // holds none, and after the delete there is nothing left to read.
    const deleted = readBodies(qc, doc.id, rowsGone).then(async (subtree) => {
      await deleteSection(node.section.id);
      await removeSceneLinks(anchored);
      return subtree;
    });
    autosave.track(deleted).then(
      (subtree) => {
        void qc.invalidateQueries({ queryKey: storyDocumentKeys.links(doc.id) });
        toast(`Deleted ${label}`, {
          description: node.children.length ? "With everything in it." : undefined,
          action: {
            label: "Undo",
            onClick: () =>
              void autosave.track(recreate(subtree).then((ids) => restoreSceneLinks(anchored, ids))).then(
                () => Promise.all([qc.invalidateQueries({ queryKey: key }), qc.invalidateQueries({ queryKey: storyDocumentKeys.links(doc.id) })]),
                (e: Error) => toast.error("Could not bring it back", { description: e.message }),
              ),
          },
        });
      },
      (e: Error) => {
        void qc.invalidateQueries({ queryKey: key });
        toast.error("Could not delete", { description: e.message });
      },
    );
  };

  return (
    <div>
      <DocumentHeader
        doc={doc}
        autosave={autosave}
        onReloaded={onReloaded}
        noun="story"
        listPath="/story-elements/stories"
        publishing={{ browsePath: `/browse/stories/${doc.id}`, seeLabel: "See it as readers do" }}
        status={
          <span className="text-sm text-muted-foreground" data-testid="story-words">
            {wordsLabel(outline.words)} · {readingTime(outline.words)}
          </span>
        }
        exports={<StoryExportMenu doc={doc} sections={sections.data} before={() => autosave.flush()} />}
      >
        <div className="mb-6 grid gap-3">
          <TitleField id={ids} text={text} noun="story" label="Title" className="font-serif text-xl" />
          <SummaryField id={ids} text={text} label="Blurb" placeholder="What the story is about, in a sentence or two." />
        </div>
      </DocumentHeader>
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        {/* Its own paint layer (`relative isolate`): typing in the scene beside it then repaints
            the editor only, not every row of a long outline (docs/decisions/0010). */}
        <nav aria-label="Manuscript" className="relative isolate min-w-0" onPointerOver={prefetch} onFocus={prefetch}>
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-serif text-xl font-semibold">Manuscript</h2>
            <div className="flex flex-wrap gap-1">
              {selectedId && outline.top.length > 0 && (
                <Button size="sm" variant="ghost" onClick={() => select(null)}>
                  <LayoutGrid aria-hidden="true" /> Corkboard
                </Button>
              )}
              <Button size="sm" variant="outline" onClick={() => add("part", null)}>
                <Plus aria-hidden="true" /> Part
              </Button>
              <Button size="sm" variant="outline" onClick={() => add("chapter", null)}>
                <Plus aria-hidden="true" /> Chapter
              </Button>
            </div>
          </div>
          {sections.isPending ? (
            <RowsSkeleton label="Loading the manuscript" />
          ) : sections.isError ? (
            <InlineLoadError what="The manuscript" error={sections.error} onRetry={() => void sections.refetch()} />
          ) : outline.top.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border bg-card/60 p-4 text-sm text-muted-foreground">
              Empty so far. Add a <strong>chapter</strong> and write its first scene, or start with a <strong>part</strong> if the story comes in books or acts.
            </p>
          ) : (
            <OutlineList
              nodes={outline.top}
              label="Parts and chapters"
              selectedId={selectedId}
              onSelect={stableSelect}
              onMove={(next) => reorder(next.map((n) => n.section))}
              onAdd={stableAdd}
              onMoveChildren={stableReorder}
            />
          )}
          <CastPanel doc={doc} autosave={autosave} />
          <WordGoal documentId={doc.id} total={outline.words} ready={sections.isSuccess} />
        </nav>
        <section aria-label="Selected section" className="min-w-0 scroll-mt-20" ref={pane} onPointerOver={prefetch} onFocus={prefetch}>
          {selected?.kind === "scene" ? (
            <SceneEditor key={selected.id} doc={doc} docAutosave={autosave} scene={selected} onDelete={() => remove(findNode(outline.top, selected.id)!)} />
          ) : selected ? (
            <SectionOverview
              key={selected.id}
              node={findNode(outline.top, selected.id)!}
              onSelect={select}
              onAdd={add}
              onDelete={() => remove(findNode(outline.top, selected.id)!)}
            />
          ) : outline.top.some((n) => n.section.kind !== "scene") ? (
            <Corkboard doc={doc} top={outline.top} onSelect={select} />
          ) : (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-card/60 p-8 text-center text-sm text-muted-foreground">
              <BookOpen className="size-10 text-primary" aria-hidden="true" />
              <p className="max-w-md">
                {outline.top.length
                  ? "Pick a scene in the manuscript to write it, or a chapter to see its scenes as cards."
                  : "A story grows chapter by chapter. Add the first one, then write its opening scene."}
              </p>
              {!outline.top.length && (
                <Button onClick={() => add("chapter", null)}>
                  <FilePlus aria-hidden="true" /> Add the first chapter
                </Button>
              )}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

/** A function that keeps its identity and always calls the latest `fn`. */
function useLatest<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const ref = useRef(fn);
  ref.current = fn;
  return useCallback((...args: A) => ref.current(...args), []);
}

function findNode(nodes: RowNode[], id: string): RowNode | undefined {
  for (const n of nodes) {
    if (n.section.id === id) return n;
    const inner = findNode(n.children, id);
    if (inner) return inner;
  }
  return undefined;
}

/** Undo of a delete: the rows again, parents before children (new ids, same text). */
async function recreate(subtree: StorySection[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const s of subtree) {
    const parent = s.parent_id ? (ids.get(s.parent_id) ?? s.parent_id) : null;
    const made = await createSection({
      document_id: s.document_id,
      parent_id: parent,
      kind: s.kind,
      title: s.title,
      position: s.position,
      body: s.kind === "scene" ? s.body : undefined,
      words: s.words,
      status: s.status,
      synopsis: s.synopsis,
      scene_date: s.scene_date,
    });
    ids.set(s.id, made.id);
  }
  return ids;
}

/** Library items the story uses (cast, places, factions…): each lists the story as "Appears in". */
function CastPanel({ doc, autosave }: { doc: StoryDoc; autosave: Autosave }) {
  const links = useLinks(doc.id);
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const cast = (links.data ?? []).filter((l) => l.anchor === "" && l.item);
  return (
    <section aria-labelledby="cast-heading" className="mt-6">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="cast-heading" className="font-serif text-xl font-semibold">
          Cast &amp; places
        </h2>
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          <Link2 aria-hidden="true" /> Link from library
        </Button>
      </div>
      {links.isError ? (
        <InlineLoadError what="The cast" error={links.error} onRetry={() => void links.refetch()} />
      ) : cast.length === 0 ? (
        <p className="text-sm text-muted-foreground">Link the characters, places and factions this story uses: their pages then list the story.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Linked library items">
          {cast.map((l) => (
            <li key={l.id} className="inline-flex items-center gap-1 rounded-full border border-border bg-card py-0.5 pl-3 pr-0.5 text-sm">
              <Link to={`/my-content/${l.item_id}`} className="text-primary underline underline-offset-4">
                {l.item!.name}
              </Link>
              <Button
                variant="ghost"
                size="icon"
                className="size-7 rounded-full"
                aria-label={`Unlink ${l.item!.name}`}
                onClick={() =>
                  void autosave.track(removeLink(l.id)).then(
                    () => qc.invalidateQueries({ queryKey: storyDocumentKeys.links(doc.id) }),
                    () => undefined,
                  )
                }
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {open && <LinkItemsDialog doc={doc} autosave={autosave} taken={new Set(cast.map((l) => l.item_id))} onClose={() => setOpen(false)} />}
    </section>
  );
}
