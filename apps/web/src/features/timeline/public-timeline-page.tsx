// /browse/timelines/:id: a published timeline, read-only, the whole width of the page.
import { PublicDocumentPage } from "@/components/story-documents/public-document-page";
import { TimelineView } from "./timeline-view";

export function PublicTimelinePage() {
  return <PublicDocumentPage wide>{(doc, links) => <TimelineView doc={doc} links={links} />}</PublicDocumentPage>;
}
