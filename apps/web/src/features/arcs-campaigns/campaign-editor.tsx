// The campaign editor: Overview (with "Last time…" from the newest session's recap and the GM's
// private notes), Sessions, Quests (board and list) and Player characters, in tabs. Sessions and
// quests autosave into story_documents.data; player characters are library links (anchor 'pc').
import { History } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Label } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import type { StoryDoc } from "@/data/story-documents/types";
import { useLinks } from "@/data/story-links/get-links";
import { formatDate } from "@/components/story-documents/document-list";
import { ConflictBanner } from "@/components/story-documents/save-status";
import { useAutosave } from "@/components/story-documents/use-autosave";
import { EditorToolbar, TitleField } from "./editor-toolbar";
import { GmNotes } from "./gm-notes";
import { campaignToMarkdown } from "./markdown";
import { lastRecap, type CampaignData, type Session } from "./model";
import { PlayerCharacters } from "./player-characters";
import { Quests } from "./quests";
import { Sessions } from "./sessions";

export function CampaignEditor({ doc, initial, onReloaded }: { doc: StoryDoc; initial: CampaignData; onReloaded: () => void }) {
  const autosave = useAutosave(doc);
  const links = useLinks(doc.id);
  const ids = useId();
  const [data, setData] = useState<CampaignData>(initial);
  const latest = useRef(data);
  const [summary, setSummary] = useState(doc.summary);
  const [tab, setTab] = useState("overview");
  const wrapped = { ...autosave, reloadTheirs: () => autosave.reloadTheirs().then(onReloaded) };
  // Unknown keys in the stored data are kept as they are.
  const commit = (patch: Partial<CampaignData>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setData(next);
    autosave.change({ data: { ...doc.data, ...next } });
  };
  const last = lastRecap(data.sessions);
  const pcCount = (links.data ?? []).filter((l) => l.anchor === "pc" && l.item && !l.item.deleted_at).length;

  return (
    <div>
      <h1 className="sr-only">{doc.title}</h1>
      <EditorToolbar doc={doc} autosave={autosave} markdown={() => campaignToMarkdown({ ...doc, summary, data }, links.data ?? [])} />
      <ConflictBanner autosave={wrapped} what="campaign" />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Parts of the campaign" className="mb-2 h-auto flex-wrap justify-start">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="sessions">Sessions ({data.sessions.length})</TabsTrigger>
          <TabsTrigger value="quests">Quests ({data.quests.length})</TabsTrigger>
          <TabsTrigger value="pcs">Player characters ({pcCount})</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="grid gap-4">
          <LastTime session={last} onOpenSessions={() => setTab("sessions")} />
          <div className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-6">
            <TitleField doc={doc} autosave={autosave} label="Title" />
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${ids}-pitch`}>Pitch</Label>
              <Textarea
                id={`${ids}-pitch`}
                rows={3}
                maxLength={4000}
                placeholder="The setting, the threat, why the party is together."
                value={summary}
                onChange={(e) => {
                  setSummary(e.target.value);
                  autosave.change({ summary: e.target.value });
                }}
              />
            </div>
          </div>
          <GmNotes doc={doc} autosave={autosave} />
        </TabsContent>
        <TabsContent value="sessions">
          <Sessions
            doc={doc}
            autosave={autosave}
            links={links.data}
            sessions={data.sessions}
            onChange={(sessions) => commit({ sessions })}
            latest={() => latest.current.sessions}
          />
        </TabsContent>
        <TabsContent value="quests">
          <Quests quests={data.quests} onChange={(quests) => commit({ quests })} latest={() => latest.current.quests} />
        </TabsContent>
        <TabsContent value="pcs">
          <PlayerCharacters doc={doc} autosave={autosave} links={links} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

export function LastTime({ session, onOpenSessions }: { session: Session | null; onOpenSessions?: () => void }) {
  return (
    <section aria-labelledby="last-time-heading" className="rounded-lg border border-primary/30 bg-primary/5 p-4 sm:p-6">
      <h2 id="last-time-heading" className="flex items-center gap-2 font-serif text-xl font-semibold">
        <History className="size-5 text-primary" aria-hidden="true" /> Last time…
      </h2>
      {session ? (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            {session.title || "Untitled session"}
            {session.date && (
              <>
                {" · "}
                <time dateTime={session.date}>{formatDate(`${session.date}T12:00:00`)}</time>
              </>
            )}
          </p>
          <p className="mt-2 whitespace-pre-wrap break-words">{session.recap}</p>
        </>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">
          No recap yet. After a session, write what happened in its recap; it opens the next one here.{" "}
          {onOpenSessions && (
            <button type="button" className="text-primary underline underline-offset-4" onClick={onOpenSessions}>
              Go to sessions
            </button>
          )}
        </p>
      )}
    </section>
  );
}
