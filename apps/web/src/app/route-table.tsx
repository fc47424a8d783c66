// Every route of docs/spec.md §2 with its access level and page title; pages load on demand (lazy).
import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { BROWSE_SECTIONS, GENERATORS, STORY_TOOLS, generatorTitle } from "@/lib/catalog";
import { AdminRoute, ProtectedRoute } from "./guards";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";
import { RouteLoading } from "./route-loading";

export type Access = "none" | "user" | "admin";
export interface RouteHandle {
  title: string;
  /** A user page that draws its own heading while the session loads ("Checking authentication..."
   * under it instead of the whole-page spinner), so its prerendered shell is the same for everyone. */
  authShell?: boolean;
  /** Asks for the page's data as soon as the session is known, before the page renders (main.tsx). */
  prefetch?: (queryClient: QueryClient, userId: string) => Promise<void>;
}

type Loader = () => Promise<ComponentType>;
const page = (path: string, title: string, load: Loader): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: async () => ({ Component: await load() }),
});

// Areas other engineers build swap these imports for their own modules (see apps/web/src/app/README.md).
const createPage: Loader = async () => (await import("@/features/generators/generator-index-page")).GeneratorIndexPage;
const generatorPage: Loader = async () => (await import("@/features/generators/generator-page")).GeneratorPage;
// Browse sections whose documents come from the story tools (story_documents), not the library.
const STORY_BROWSE = ["stories", "character-groups", "relationships", "timelines", "family-trees", "maps"];
const tasksPage: Loader = async () => (await import("@/features/tasks")).TasksPage;

const publicRoutes: RouteObject[] = [
  page("/", "Worldloom", async () => (await import("@/features/landing/landing-page")).LandingPage),
  page("/home", "Home", async () => (await import("@/features/landing/home-page")).HomePage),
  page("/create", "Content Generators", createPage),
  page("/generators", "Content Generators", createPage),
  ...GENERATORS.map((e) => page(`/generators/${e.kind}`, generatorTitle(e), generatorPage)),
  page("/browse", "Browse", async () => (await import("@/features/library/list/browse-index-page")).BrowseIndexPage),
  ...BROWSE_SECTIONS.map((b) =>
    STORY_BROWSE.includes(b.slug)
      ? page(`/browse/${b.slug}`, b.title, async () => (await import("@/features/story-elements/browse-documents-page")).BrowseDocumentsPage)
      : page(`/browse/${b.slug}`, b.title, async () => (await import("@/features/library/list/browse-section-page")).BrowseSectionPage),
  ),
  page("/browse/stories/:id", "Story", async () => (await import("@/features/stories/public-story-page")).PublicStoryPage),
  page("/browse/character-groups/:id", "Character Group", async () => (await import("@/features/character-groups/public-group-page")).PublicGroupPage),
  page(
    "/browse/arcs-campaigns/:id",
    "Story Arcs & Campaigns",
    async () => (await import("@/features/arcs-campaigns/public-view-page")).ArcsCampaignsPublicPage,
  ),
  page("/browse/relationships/:id", "Relationships", async () => (await import("@/features/relationships/public-relationships-page")).PublicRelationshipsPage),
  page("/browse/timelines/:id", "Timeline", async () => (await import("@/features/timeline/public-timeline-page")).PublicTimelinePage),
  page("/browse/family-trees/:id", "Family Tree", async () => (await import("@/features/family-trees/public-family-tree-page")).PublicFamilyTreePage),
  page("/browse/maps/:id", "Map", async () => (await import("@/features/maps/public-map-page")).PublicMapPage),
  page("/browse/item/:id", "Shared Item", async () => (await import("@/features/library/item/public-item-page")).PublicItemPage),
  page("/forum", "Forum", async () => (await import("@/features/forum/forum-page")).ForumPage),
  page("/forum/c/:id", "Forum", async () => (await import("@/features/forum/category-page")).CategoryPage),
  page("/forum/t/:id", "Forum", async () => (await import("@/features/forum/thread-page")).ThreadPage),
  page("/forum/new", "New Thread", async () => (await import("@/features/forum/new-thread-page")).NewThreadPage),
  page("/forum/u/:id", "Forum Member", async () => (await import("@/features/forum/member-page")).MemberPage),
  page("/forum/search", "Forum Search", async () => (await import("@/features/forum/search-page")).ForumSearchPage),
  page("/forum/reports", "Forum Reports", async () => (await import("@/features/forum/reports-page")).ReportsPage),
  page("/feedback", "Feedback", async () => (await import("@/features/feedback/feedback-page")).FeedbackPage),
  page("/feedback/p/:id", "Feedback", async () => (await import("@/features/feedback/post-page")).FeedbackPostPage),
];

const subscription: Loader = async () => (await import("@/features/subscription/subscription-page")).SubscriptionPage;
/**
 * Each story tool's list page, a chunk of its own: opening Stories does not download or run the
 * family tree's model (docs/decisions/0006-web-budgets.md, the story tool's blocking time).
 */
const storyToolLists: Record<string, Loader> = {
  stories: async () => (await import("@/features/stories/stories-list-page")).StoriesListPage,
  "character-groups": async () => (await import("@/features/character-groups/groups-list-page")).CharacterGroupsListPage,
  relationships: async () => (await import("@/features/relationships/relationships-list-page")).RelationshipsListPage,
  timeline: async () => (await import("@/features/timeline/timeline-list-page")).TimelineListPage,
  "family-trees": async () => (await import("@/features/family-trees/family-trees-list-page")).FamilyTreesListPage,
  "flow-chart": async () => (await import("@/features/flow-chart/flow-charts-list-page")).FlowChartsListPage,
  "arcs-campaigns": async () => (await import("@/features/arcs-campaigns/arcs-campaigns-list-page")).ArcsCampaignsListPage,
  maps: async () => (await import("@/features/maps/maps-list-page")).MapsListPage,
};
const userRoutes: RouteObject[] = [
  page("/dashboard", "Dashboard", async () => (await import("@/features/dashboard/dashboard-page")).DashboardPage),
  page("/my-content", "My Content", async () => (await import("@/features/library/list/my-content-page")).MyContentPage),
  page("/my-content/trash", "Trash", async () => (await import("@/features/library/list/trash-page")).TrashPage),
  page("/create/world", "New World", async () => (await import("@/features/generators/world/new-world-page")).NewWorldPage),
  page("/my-content/:id", "Saved Item", async () => (await import("@/features/library/item/item-page")).ItemPage),
  page("/universe-roadmap", "Universe Roadmap", async () => (await import("@/features/roadmap/roadmap-page")).RoadmapPage),
  page("/tasks", "Tasks", tasksPage),
  page("/subscription", "Subscription", subscription),
  page("/subscription/success", "Subscription", subscription),
  page("/subscription/cancel", "Subscription", subscription),
  page("/profile", "Profile", async () => (await import("@/features/profile/profile-page")).ProfilePage),
  page("/story-elements", "Story Elements", async () => (await import("@/features/story-elements/story-index-page")).StoryIndexPage),
  ...STORY_TOOLS.map((t) => ({
    ...page(`/story-elements/${t.slug}`, t.title, storyToolLists[t.slug]!),
    handle: {
      title: t.title,
      authShell: true,
      prefetch: async (queryClient, userId) => (await import("@/components/story-documents/tool-list-page")).prefetchToolList(queryClient, userId, t.slug),
    } satisfies RouteHandle,
  })),
  page("/story-elements/character-groups/:id", "Character Group", async () => (await import("@/features/character-groups/group-editor-page")).GroupEditorPage),
  page(
    "/story-elements/arcs-campaigns/:id",
    "Story Arcs & Campaigns",
    async () => (await import("@/features/arcs-campaigns/editor-page")).ArcsCampaignsEditorPage,
  ),
  page("/story-elements/flow-chart/:id", "Flow Chart", async () => (await import("@/features/flow-chart/flow-editor-page")).FlowChartEditorPage),
  page(
    "/story-elements/relationships/:id",
    "Relationships",
    async () => (await import("@/features/relationships/relationships-editor-page")).RelationshipsEditorPage,
  ),
  page("/story-elements/timeline/:id", "Timeline Creator", async () => (await import("@/features/timeline/timeline-editor-page")).TimelineEditorPage),
  page("/story-elements/family-trees/:id", "Family Tree", async () => (await import("@/features/family-trees/family-editor-page")).FamilyTreeEditorPage),
  page("/story-elements/maps/:id", "Maps", async () => (await import("@/features/maps/map-editor-page")).MapEditorPage),
  page("/story-elements/stories/:id", "Story", async () => (await import("@/features/stories/story-editor-page")).StoryEditorPage),
  page("/story-elements/stories/:id/print", "Story", async () => (await import("@/features/stories/story-print-page")).StoryPrintPage),
];

const adminRoutes: RouteObject[] = [
  page("/admin", "Admin", async () => (await import("@/features/admin/admin-page")).AdminPage),
  page("/migration", "Migration", async () => (await import("@/features/migration/migration-page")).MigrationPage),
];

export const routes: RouteObject[] = [
  {
    id: "root",
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: RouteLoading,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          ...publicRoutes,
          { Component: ProtectedRoute, children: userRoutes },
          { Component: AdminRoute, children: adminRoutes },
          page("*", "Page Not Found", async () => (await import("./not-found")).NotFoundPage),
        ],
      },
    ],
  },
];

/** Every concrete path with its access level and title (the e2e and unit tests walk this). */
export function routeManifest(): { path: string; access: Access; title: string }[] {
  const list = (rs: RouteObject[], access: Access) => rs.map((r) => ({ path: r.path!, access, title: (r.handle as RouteHandle).title }));
  return [...list(publicRoutes, "none"), ...list(userRoutes, "user"), ...list(adminRoutes, "admin")];
}
