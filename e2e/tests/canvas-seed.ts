// Seeds for story-canvas-content.e2e.ts: four canvases full of long, real names, written by SQL
// (RLS is bypassed), so each test opens a document that already holds what a writer builds in an hour.
import type { E2EServer } from "../support/index.js";
import { seedItem } from "./library-seed.js";

const sql = async <T extends Record<string, unknown>>(server: E2EServer, q: string, params: unknown[] = []) => (await server.ctx.db.query<T>(q, params)).rows;

async function insertDoc(server: E2EServer, ownerId: string, tool: string, title: string, data: unknown): Promise<string> {
  const [doc] = await sql<{ id: string }>(server, `insert into public.story_documents (owner_id, tool, title, data) values ($1, $2, $3, $4) returning id`, [
    ownerId,
    tool,
    title,
    JSON.stringify(data),
  ]);
  return doc!.id;
}

export const MAP_PEOPLE = [
  "Ysolde Marchetti-Vanderhoven",
  "Bartholomew Ashgrove-Quillfeather",
  "The Order of the Silver Lantern",
  "Corvin Thistlewood-Abernathy",
];

/** A relationship map of four items and eight relations, two or three between the same pair. */
export async function seedRelationMap(server: E2EServer, ownerId: string): Promise<{ id: string; labels: string[] }> {
  const [ysolde, bart, order, corvin] = await Promise.all(
    MAP_PEOPLE.map((name, i) => seedItem(server, ownerId, { kind: i === 2 ? "faction" : "character", name, visibility: "public" })),
  );
  const id = await insertDoc(server, ownerId, "relationships", "The Lantern Web", {});
  for (const [i, item] of [ysolde, bart, order, corvin].entries())
    await sql(server, `insert into public.story_links (document_id, item_id, owner_id, position) values ($1, $2, $3, $4)`, [id, item, ownerId, i]);
  const rels: [string, string, string, boolean][] = [
    [ysolde!, bart!, "ally", false],
    [bart!, ysolde!, "rival", false],
    [ysolde!, bart!, "owes", false],
    [ysolde!, order!, "member-of", false],
    [order!, ysolde!, "fears", false],
    [bart!, corvin!, "mentor", false],
    [corvin!, bart!, "enemy", false],
    [ysolde!, corvin!, "lover", true],
  ];
  for (const [i, [from, to, type, mutual]] of rels.entries())
    await sql(
      server,
      `insert into public.story_relations (document_id, id, position, from_item, to_item, type, directed) values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, `r${i}`, i, from, to, type, !mutual],
    );
  const label: Record<string, string> = {
    ally: "Ally",
    rival: "Rival",
    owes: "Owes",
    "member-of": "Member of",
    fears: "Fears",
    mentor: "Mentor",
    enemy: "Enemy",
    lover: "Lover",
  };
  return { id, labels: rels.map(([, , type]) => label[type]!) };
}

const DAY_1200 = 437925; // 1 January 1200 in the proleptic Gregorian day count (day 0 = 1 January of year 1)

/** A Gregorian timeline of eight events over sixty years, the last a point event with a long title. */
export async function seedTimeline(server: E2EServer, ownerId: string): Promise<{ id: string; titles: string[] }> {
  const events = [
    ["The Founding of Harrowgate", 0, null],
    ["Ysolde Marchetti-Vanderhoven is crowned", 2100, null],
    ["The Siege of the Silver Lantern", 5400, 5800],
    ["Bartholomew Ashgrove-Quillfeather's exile", 8300, null],
    ["The Long Winter", 11000, 11600],
    ["The Treaty of Thistlewood", 15600, null],
    ["Corvin Thistlewood-Abernathy returns", 19800, null],
    ["The Burning of the Great Library of Harrowgate", 21900, null],
  ] as const;
  const id = await insertDoc(server, ownerId, "timeline", "The Harrowgate Years", {
    calendar: { kind: "gregorian" },
    lanes: [],
    eras: [],
    events: events.map(([title, from, to], i) => ({ id: `e${i}`, title, start: DAY_1200 + from, end: to === null ? null : DAY_1200 + to, color: "blue" })),
  });
  return { id, titles: events.map(([t]) => t) };
}

export const RECKONING = {
  type: "calendar",
  name: "Reckoning of Ash",
  months: [
    { name: "Ashmoon", days: 40 },
    { name: "Saltmark", days: 41 },
    { name: "Vinewake", days: 9 },
  ],
  weekdays: ["Oneday", "Twoday"],
  weekdayOffset: 0,
  leap: null,
  moons: [],
  seasons: [],
  eras: [{ name: "Rising Sun", abbr: "RS", start: 1 }],
  epoch: "the Founding",
  holidays: [],
  today: { year: 1300, month: 1, day: 1 },
};

/** A private calendar item outside any universe: only its owner reads it. */
export async function seedCalendar(server: E2EServer, ownerId: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    server,
    `insert into public.content_items (owner_id, kind, name, data) values ($1, 'calendar', 'Reckoning of Ash', $2) returning id`,
    [ownerId, JSON.stringify({ kind: "calendar", name: "Reckoning of Ash", fields: [], system: RECKONING })],
  );
  return row!.id;
}

export const FAMILY = [
  "Ysolde Marchetti-Vanderhoven",
  "Bartholomew Ashgrove-Quillfeather",
  "Marguerite Ashgrove-Vanderhoven",
  "Theodoric Ashgrove-Vanderhoven",
  "Wilhelmina Ashgrove-Vanderhoven",
  "Peregrine Ashgrove-Vanderhoven",
  "Cassius Montgomery-Thistlewood",
];

/** Three generations, four children in the middle one: a tree far wider than a phone. */
export async function seedFamily(server: E2EServer, ownerId: string): Promise<string> {
  const people = FAMILY.map((name, i) => ({ id: `p${i}`, itemId: null, name, born: 1180 + (i < 2 ? 0 : i < 6 ? 25 : 30) + i, died: null, note: "" }));
  return insertDoc(server, ownerId, "family-tree", "House Vanderhoven", {
    people,
    parents: [
      ...["p2", "p3", "p4", "p5"].flatMap((child) => [
        { child, parent: "p0", type: "biological" },
        { child, parent: "p1", type: "biological" },
      ]),
      { child: "p6", parent: "p3", type: "adoptive" },
    ],
    partnerships: [{ id: "m1", a: "p0", b: "p1", type: "married", start: 1201, end: null }],
    today: 1250,
  });
}

/** A flow chart of every node type with long labels; one node names a library character. */
export async function seedFlow(server: E2EServer, ownerId: string): Promise<{ id: string; labels: string[] }> {
  const ysolde = await seedItem(server, ownerId, { kind: "character", name: "Ysolde Marchetti-Vanderhoven", visibility: "private" });
  const nodes = [
    { id: "a", type: "start", label: "The messenger arrives at the gates of Harrowgate", x: 0, y: 0, itemId: null },
    { id: "b", type: "scene", label: "Ysolde Marchetti-Vanderhoven reads the letter aloud to the whole assembled council", x: 0, y: 160, itemId: ysolde },
    { id: "c", type: "decision", label: "Does the council open the gates to the refugees?", x: 0, y: 340, itemId: null },
    { id: "d", type: "outcome", label: "The refugees are sheltered in the Great Library of Harrowgate", x: -240, y: 560, itemId: null },
    { id: "e", type: "note", label: "Foreshadow the burning of the library in the second act", x: 240, y: 560, itemId: null },
    { id: "f", type: "end", label: "The gates close for a hundred years", x: 0, y: 760, itemId: null },
  ];
  const id = await insertDoc(server, ownerId, "flow-chart", "The Gates of Harrowgate", {
    nodes,
    edges: [
      { id: "ab", from: "a", to: "b", label: "" },
      { id: "bc", from: "b", to: "c", label: "" },
      { id: "cd", from: "c", to: "d", label: "Yes" },
      { id: "ce", from: "c", to: "e", label: "" },
      { id: "cf", from: "c", to: "f", label: "No" },
    ],
  });
  await sql(server, `insert into public.story_links (document_id, item_id, owner_id) values ($1, $2, $3)`, [id, ysolde, ownerId]);
  return { id, labels: nodes.map((n) => n.label) };
}
