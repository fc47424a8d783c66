// The routes of docs/spec.md §2 with access and title, written out independently of the app's own table
// so that a route missing from the app fails the tests.
export type Access = "none" | "user" | "admin";
export interface RouteCase {
  path: string;
  access: Access;
  title: string;
}

const KINDS: [string, string][] = [
  ["character", "Character"],
  ["class", "Class"],
  ["skill", "Skill"],
  ["race", "Race"],
  ["location", "Location"],
  ["item", "Item"],
  ["faction", "Faction"],
  ["magic-system", "Magic System"],
  ["religion", "Religion"],
  ["government", "Government"],
  ["name", "Name"],
  ["life-skills", "Life Skills"],
  ["curse", "Curse"],
  ["bloodline", "Bloodline"],
  ["monster", "Monster"],
  ["tattoo", "Tattoo"],
  ["event", "Event"],
  ["prophecy", "Prophecy"],
  ["heritage", "Heritage"],
  ["tradition", "Tradition"],
  ["game", "Game"],
  ["element", "Element"],
  ["technology", "Technology"],
  ["lore", "Lore"],
  ["armor-clothing", "Armor & Clothing"],
  ["jewelry", "Jewelry"],
  ["material", "Material"],
  ["consumable", "Consumable"],
  ["inheritances", "Inheritances"],
  ["language", "Language"],
  ["weapon", "Weapon"],
  ["calendar", "Calendar"],
];

const BROWSE: [string, string][] = [
  ["characters", "Characters"],
  ["classes", "Classes"],
  ["skills", "Skills"],
  ["races", "Races"],
  ["locations", "Locations"],
  ["factions", "Factions"],
  ["items", "Items"],
  ["magic-systems", "Magic Systems"],
  ["religions", "Religions"],
  ["governments", "Governments"],
  ["stories", "Stories"],
  ["character-groups", "Character Groups"],
  ["family-trees", "Family Trees"],
  ["timelines", "Timelines"],
  ["relationships", "Relationships"],
  ["maps", "Maps"],
];

const STORY: [string, string][] = [
  ["stories", "Stories"],
  ["character-groups", "Character Groups"],
  ["relationships", "Relationships"],
  ["timeline", "Timeline Creator"],
  ["family-trees", "Family Tree"],
  ["flow-chart", "Flow Chart"],
  ["arcs-campaigns", "Story Arcs & Campaigns"],
  ["maps", "Maps"],
];

export const ROUTES: RouteCase[] = [
  { path: "/", access: "none", title: "Worldloom" },
  { path: "/home", access: "none", title: "Home" },
  { path: "/create", access: "none", title: "Content Generators" },
  { path: "/generators", access: "none", title: "Content Generators" },
  { path: "/forum", access: "none", title: "Forum" },
  { path: "/feedback", access: "none", title: "Feedback" },
  ...KINDS.map(([k, l]): RouteCase => ({ path: `/generators/${k}`, access: "none", title: `${l} Generator` })),
  { path: "/browse", access: "none", title: "Browse" },
  ...BROWSE.map(([s, l]): RouteCase => ({ path: `/browse/${s}`, access: "none", title: `Browse ${l}` })),
  { path: "/dashboard", access: "user", title: "Dashboard" },
  { path: "/my-content", access: "user", title: "My Content" },
  { path: "/universe-roadmap", access: "user", title: "Universe Roadmap" },
  { path: "/tasks", access: "user", title: "Tasks" },
  { path: "/subscription", access: "user", title: "Subscription" },
  { path: "/subscription/success", access: "user", title: "Subscription" },
  { path: "/subscription/cancel", access: "user", title: "Subscription" },
  { path: "/profile", access: "user", title: "Profile" },
  { path: "/story-elements", access: "user", title: "Story Elements" },
  ...STORY.map(([s, t]): RouteCase => ({ path: `/story-elements/${s}`, access: "user", title: t })),
  { path: "/admin", access: "admin", title: "Admin" },
  { path: "/migration", access: "admin", title: "Migration" },
];
