// /story-elements/arcs-campaigns/:id: an arc or a campaign (the document says which), each in its
// editor. Data that does not read as an arc or campaign is shown as an error and left untouched.
import { AlertTriangle } from "lucide-react";
import { type ReactNode } from "react";
import { useParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { useDocument } from "@/data/story-documents/get-document";
import { DocumentEditorPage } from "@/components/story-documents/document-editor-page";
import { ArcEditor } from "./arc-editor";
import { CampaignEditor } from "./campaign-editor";
import { LIST_PATH } from "./editor-toolbar";
import { parseArc, parseCampaign } from "./model";

export function ArcsCampaignsEditorPage() {
  const { id = "" } = useParams();
  const peek = useDocument(id);
  const tool = peek.data?.tool === "campaign" ? "campaign" : "arc";
  return (
    <DocumentEditorPage
      tool={tool}
      listPath={LIST_PATH}
      backTo={tool === "campaign" ? `${LIST_PATH}?tab=campaigns` : LIST_PATH}
      backLabel="Story Arcs & Campaigns"
      className="max-w-6xl"
    >
      {(doc, onReloaded) => {
        if (doc.tool === "campaign") {
          const r = parseCampaign(doc.data);
          return r.ok ? (
            <CampaignEditor doc={doc} initial={r.value} onReloaded={onReloaded} />
          ) : (
            <Unreadable title={doc.title} error={r.error} data={doc.data} />
          );
        }
        const r = parseArc(doc.data);
        return r.ok ? <ArcEditor doc={doc} initial={r.value} onReloaded={onReloaded} /> : <Unreadable title={doc.title} error={r.error} data={doc.data} />;
      }}
    </DocumentEditorPage>
  );
}

function Unreadable({ title, error, data }: { title: string; error: string; data: unknown }): ReactNode {
  return (
    <>
      <h1 className="sr-only">{title}</h1>
      <EmptyState icon={AlertTriangle} title={`“${title}” could not be read`}>
        Its stored data does not have the shape this editor expects ({error}). Nothing was changed and nothing will be saved over it; the data is below so you
        can copy it.
      </EmptyState>
      <details className="mt-4 rounded-lg border border-border bg-card p-3 text-sm">
        <summary className="cursor-pointer font-medium">The stored data</summary>
        <pre className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap break-all text-xs">{JSON.stringify(data, null, 2)}</pre>
      </details>
    </>
  );
}
