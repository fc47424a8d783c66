// /story-elements/stories: the user's stories.
import { BookOpen } from "lucide-react";
import { DocumentList } from "@/components/story-documents/document-list";
import { ToolListPage } from "@/components/story-documents/tool-list-page";

const INTRO =
  "A story is a manuscript in parts, chapters and scenes. Write each scene in the editor, mention your characters and places as you go, and see the word count grow. Publish it to Browse when readers may see it.";

export function StoriesListPage() {
  return (
    <ToolListPage slug="stories" intro={INTRO}>
      <DocumentList tool="story" emptyIcon={BookOpen} emptyTitle="No stories yet" emptyText="Begin your first one with New story." />
    </ToolListPage>
  );
}
