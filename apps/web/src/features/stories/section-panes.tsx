// The pane beside the manuscript's outline: a part's or chapter's cards (the outline view), or a
// scene's editor with its status, point of view, place, date, synopsis and text. Each section
// autosaves under its own version.
import { useQueryClient } from "@tanstack/react-query";
import { Trash2, Plus } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { Editor } from "@tiptap/react";
import { useAuth } from "@/lib/auth";
import { searchOwnItems } from "@/data/content-items/search-own-items";
import { useLinks } from "@/data/story-links/get-links";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { InlineLoadError, RowsSkeleton } from "@/components/load-states";
import { storySectionKeys } from "@/data/story-sections/keys";
import { rememberSceneText, useSceneText } from "@/data/story-sections/get-scene-body";
import { withoutBody } from "@/data/story-sections/list-sections";
import { SCENE_STATUSES, type SceneStatus, type SectionKind, type SectionPatch, type SectionRow, type StorySection } from "@/data/story-sections/types";
import { getSection, updateSectionVersioned } from "@/data/story-sections/write-sections";
import type { StoryDoc } from "@/data/story-documents/types";
import { ConflictBanner, SaveStatus } from "@/components/story-documents/save-status";
import { useVersionedAutosave, type Autosave } from "@/components/story-documents/use-autosave";
import { CommentsPanel, type CommentDraft } from "./comments-panel";
import { FocusFrame } from "./focus-frame";
import { KIND_LABEL, nameOf, selectClass, STATUS_LABEL } from "./labels";
import { countWords, readingTime, wordsLabel, type RowNode } from "./outline";
import { mentionedIds, type MentionSearch } from "./mentions";
import { RichText, type TextSnapshot } from "./rich-text";
import { SceneDetails } from "./scene-details";
import { syncMentions } from "./scene-links";

export function SectionOverview({
  node,
  onSelect,
  onAdd,
  onDelete,
}: {
  node: RowNode;
  onSelect: (id: string) => void;
  onAdd: (kind: SectionKind, parent: SectionRow) => void;
  onDelete: () => void;
}) {
  const s = node.section;
  const autosave = useSectionAutosave(s);
  const [title, setTitle] = useState(s.title);
  const ids = useId();
  const childKind: SectionKind = s.kind === "part" ? "chapter" : "scene";
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <Badge variant="story">{KIND_LABEL[s.kind]}</Badge>
        <SaveStatus autosave={autosave} />
        <span className="text-sm text-muted-foreground">{wordsLabel(node.words)}</span>
        <Button size="sm" variant="ghost" className="ml-auto" onClick={onDelete}>
          <Trash2 aria-hidden="true" /> Delete {s.kind}
        </Button>
      </div>
      <ConflictBanner autosave={autosave} what={s.kind} />
      <Label htmlFor={`${ids}-t`}>{KIND_LABEL[s.kind]} title</Label>
      <Input
        id={`${ids}-t`}
        className="mt-1 font-serif text-lg"
        value={title}
        maxLength={200}
        onChange={(e) => {
          setTitle(e.target.value);
          autosave.change({ title: e.target.value });
        }}
      />
      <div className="mb-2 mt-6 flex items-center justify-between gap-2">
        <h3 className="font-serif text-lg font-semibold">{s.kind === "part" ? "Chapters" : "Scenes"}</h3>
        <Button size="sm" variant="outline" onClick={() => onAdd(childKind, s)}>
          <Plus aria-hidden="true" /> Add {childKind}
        </Button>
      </div>
      {node.children.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">No {childKind}s yet.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={`${s.kind === "part" ? "Chapters" : "Scenes"} as cards`}>
          {node.children.map((c) => (
            <li key={c.section.id}>
              <button
                type="button"
                onClick={() => onSelect(c.section.id)}
                data-section-id={c.section.id}
                className="flex h-full w-full flex-col gap-1 rounded-lg border border-border bg-card p-3 text-left hover:border-primary/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="font-serif font-semibold">{nameOf(c.section)}</span>
                <span className="text-xs text-muted-foreground">
                  {c.section.kind === "scene" && `${STATUS_LABEL[c.section.status]} · `}
                  {wordsLabel(c.words)}
                </span>
                {c.section.synopsis && <span className="line-clamp-3 text-sm text-muted-foreground">{c.section.synopsis}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A section's autosave. A save answers with the whole row: its text goes to the scene's text cache
 * (under the new version) and the rest to the manuscript's list, which never holds text.
 */
function useSectionAutosave(section: SectionRow | StorySection): Autosave<SectionPatch> {
  const qc = useQueryClient();
  // Only the id and the version are read from the row (a part or chapter has no text open).
  const row = section as StorySection;
  return useVersionedAutosave<SectionPatch, StorySection>({
    row,
    update: updateSectionVersioned,
    read: getSection,
    onSaved: (saved) => {
      const key = storySectionKeys.list(section.document_id);
      if (!saved) return void qc.invalidateQueries({ queryKey: key });
      rememberSceneText(qc, saved);
      const listed = withoutBody(saved);
      qc.setQueryData<SectionRow[]>(key, (old) => old?.map((s) => (s.id === saved.id ? listed : s)));
    },
  });
}

/** How long after the last keystroke the scene's word count catches up. */
const SETTLE_MS = 250;

interface SceneProps {
  doc: StoryDoc;
  docAutosave: Autosave;
  scene: StorySection;
  onDelete: () => void;
}

/** A scene's editor: its text is read (or found in the cache) first; the form waits for it. */
export function SceneEditor({ scene, ...props }: Omit<SceneProps, "scene"> & { scene: SectionRow }) {
  const [generation, setGeneration] = useState(0);
  // The text of the version the list holds, read once when the scene opens (a reload after a
  // conflict puts the other tab's version in the list, and so asks for its text).
  const [opened, setOpened] = useState({ row: scene, generation });
  if (opened.generation !== generation) setOpened({ row: scene, generation });
  const text = useSceneText(opened.row);
  if (text.isPending) return <RowsSkeleton label="Loading the scene" />;
  if (text.isError) return <InlineLoadError what="The scene" error={text.error} onRetry={() => void text.refetch()} />;
  // The text may be newer than the list's row (another tab saved since): its version is the one
  // this tab's saves build on.
  const full: StorySection = { ...scene, body: text.data.body, version: text.data.version };
  return <SceneForm key={generation} {...props} scene={full} onReloaded={() => setGeneration((g) => g + 1)} />;
}

function SceneForm({ doc, docAutosave, scene, onDelete, onReloaded }: SceneProps & { onReloaded: () => void }) {
  const autosave = useSectionAutosave(scene);
  const ids = useId();
  const [title, setTitle] = useState(scene.title);
  const [status, setStatus] = useState<SceneStatus>(scene.status);
  const [synopsis, setSynopsis] = useState(scene.synopsis);
  const [words, setWords] = useState(scene.words);
  const [focus, setFocus] = useState(false);
  const wrapped = { ...autosave, reloadTheirs: () => autosave.reloadTheirs().then(onReloaded) };
  const mentions = useSceneMentions(doc, scene, docAutosave);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [draft, setDraft] = useState<CommentDraft | null>(null);
  // Typing in a long scene does little whole-text work per keystroke: the autosave reads the text
  // when it saves, and the word count follows a moment after the typing pauses.
  const settling = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(settling.current), []);
  const textChanged = (snap: TextSnapshot) => {
    autosave.change(() => ({ body: snap.json(), words: countWords(snap.text()) }));
    // The mentioned ids at once (a re-render only when they change), as the links' sync expects.
    mentions.changed(snap.mentions());
    clearTimeout(settling.current);
    settling.current = setTimeout(() => setWords(countWords(snap.text())), SETTLE_MS);
  };
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <Badge variant="story">Scene</Badge>
        <SaveStatus autosave={autosave} />
        <span className="text-sm text-muted-foreground" data-testid="scene-words">
          {wordsLabel(words)} · {readingTime(words)}
        </span>
        <Button size="sm" variant="ghost" className="ml-auto" onClick={onDelete}>
          <Trash2 aria-hidden="true" /> Delete scene
        </Button>
      </div>
      <ConflictBanner autosave={wrapped} what="scene" />
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${ids}-t`}>Scene title</Label>
          <Input
            id={`${ids}-t`}
            className="font-serif text-lg"
            value={title}
            maxLength={200}
            onChange={(e) => {
              setTitle(e.target.value);
              autosave.change({ title: e.target.value });
            }}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${ids}-s`}>Status</Label>
          <select
            id={`${ids}-s`}
            className={selectClass}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as SceneStatus);
              autosave.change({ status: e.target.value as SceneStatus });
            }}
          >
            {SCENE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <SceneDetails doc={doc} scene={scene} docAutosave={docAutosave} onDateChange={(value) => autosave.change({ scene_date: value })} />
      <div className="mt-3 flex flex-col gap-1">
        <Label htmlFor={`${ids}-syn`}>Synopsis</Label>
        <Textarea
          id={`${ids}-syn`}
          rows={2}
          maxLength={2000}
          placeholder="What happens, in a line or two (shown on the chapter's cards)."
          value={synopsis}
          onChange={(e) => {
            setSynopsis(e.target.value);
            autosave.change({ synopsis: e.target.value });
          }}
        />
      </div>
      <FocusFrame on={focus} onLeave={() => setFocus(false)} title={title || "Untitled scene"} status={<SaveStatus autosave={autosave} />} words={words}>
        <RichText
          body={scene.body}
          label={`Text of ${scene.title || "the scene"}`}
          focusMode={focus}
          onFocusMode={setFocus}
          mentionSearch={mentions.search}
          onEditor={setEditor}
          onComment={(e) => {
            const { from, to } = e.state.selection;
            setDraft({ from, to, quote: e.state.doc.textBetween(from, to, " ") });
          }}
          onChange={textChanged}
        />
        <CommentsPanel scene={scene} editor={editor} draft={draft} onDraftDone={() => setDraft(null)} />
      </FocusFrame>
    </div>
  );
}

/** `@` suggestions from the writer's library, and the scene's mention links kept in step. */
function useSceneMentions(doc: StoryDoc, scene: StorySection, docAutosave: Autosave) {
  const { user } = useAuth();
  const qc = useQueryClient();
  const links = useLinks(doc.id);
  const [ids, setIds] = useState(() => mentionedIds(scene.body).join(","));
  const search = useCallback<MentionSearch>(
    async (q) => (user ? (await searchOwnItems(user.id, [], q)).map((i) => ({ id: i.id, label: i.name, kind: i.kind })) : []),
    [user],
  );
  const loaded = links.data;
  useEffect(() => {
    if (!loaded) return;
    const t = setTimeout(() => {
      void docAutosave
        .track(syncMentions(doc.id, scene.id, ids ? ids.split(",") : [], loaded))
        .then((changed) => {
          if (changed) void qc.invalidateQueries({ queryKey: storyDocumentKeys.links(doc.id) });
        })
        .catch(() => undefined);
    }, 800);
    return () => clearTimeout(t);
    // docAutosave changes identity on every render; the sync depends on the ids and the links only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids, loaded, doc.id, scene.id, qc]);
  return { search, changed: (next: string[]) => setIds(next.join(",")) };
}
