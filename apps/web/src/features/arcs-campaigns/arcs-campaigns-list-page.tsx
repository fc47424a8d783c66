// /story-elements/arcs-campaigns: the user's arcs and campaigns, one tab each (the tab is in the
// address, ?tab=campaigns). Both use the shared document list; "New arc" asks for a template first.
import { Map as MapIcon, Route } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { StoryDoc } from "@/data/story-documents/types";
import { DocumentList } from "@/components/story-documents/document-list";
import { ToolListPage } from "@/components/story-documents/tool-list-page";
import { NEW_CAMPAIGN_DATA, parseArc, parseCampaign } from "./model";
import { NewArcDialog } from "./new-arc-dialog";
import { templateLabel } from "./templates";

const INTRO =
  "An arc is the shape of a story: acts, and the beats inside them, each tied to the scenes, characters, places and events it involves. A campaign is a game master's notebook: sessions with a recap of what happened, quests from hook to done, and the player characters at the table.";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function ArcLine({ doc }: { doc: StoryDoc }) {
  const r = parseArc(doc.data);
  if (!r.ok) return <>The arc's data could not be read</>;
  const beats = r.value.acts.reduce((n, a) => n + a.beats.length, 0);
  return <>{`${templateLabel(r.value.template)} · ${plural(r.value.acts.length, "act", "acts")} · ${plural(beats, "beat", "beats")}`}</>;
}

function CampaignLine({ doc }: { doc: StoryDoc }) {
  const r = parseCampaign(doc.data);
  if (!r.ok) return <>The campaign's data could not be read</>;
  const active = r.value.quests.filter((q) => q.status === "active").length;
  return <>{`${plural(r.value.sessions.length, "session", "sessions")} · ${plural(active, "active quest", "active quests")}`}</>;
}

export function ArcsCampaignsListPage() {
  return (
    <ToolListPage slug="arcs-campaigns" intro={INTRO}>
      <ArcsAndCampaigns />
    </ToolListPage>
  );
}

function ArcsAndCampaigns() {
  const [sp, setSp] = useSearchParams();
  const tab = sp.get("tab") === "campaigns" ? "campaigns" : "arcs";
  const [choosing, setChoosing] = useState(false);
  return (
    <Tabs
      value={tab}
      onValueChange={(v) => {
        // A tab starts on its own list: the search, sort and trash view belong to the other one.
        setSp(v === "campaigns" ? { tab: "campaigns" } : {}, { replace: true });
      }}
    >
      <TabsList className="mb-4" aria-label="Arcs or campaigns">
        <TabsTrigger value="arcs">
          <Route className="mr-1 size-4" aria-hidden="true" /> Story arcs
        </TabsTrigger>
        <TabsTrigger value="campaigns">
          <MapIcon className="mr-1 size-4" aria-hidden="true" /> Campaigns
        </TabsTrigger>
      </TabsList>
      <TabsContent value="arcs">
        <DocumentList
          tool="arc"
          onNew={() => setChoosing(true)}
          emptyIcon={Route}
          emptyTitle="No story arcs yet"
          emptyText="Begin with New arc, from three acts, the hero's journey, Save the Cat or kishōtenketsu."
          describe={(doc) => <ArcLine doc={doc} />}
        />
      </TabsContent>
      <TabsContent value="campaigns">
        <DocumentList
          tool="campaign"
          initialData={{ ...NEW_CAMPAIGN_DATA }}
          emptyIcon={MapIcon}
          emptyTitle="No campaigns yet"
          emptyText="Begin with New campaign. The next session opens with last time's recap."
          describe={(doc) => <CampaignLine doc={doc} />}
        />
      </TabsContent>
      {choosing && <NewArcDialog onClose={() => setChoosing(false)} />}
    </Tabs>
  );
}
