// The Worldloom bundle: a library (or part of it) as one JSON file, version 2 (version 1 = no story documents). The format is
// documented in docs/bundle-format.md; this zod schema is its single definition in code.
import { z } from "zod";
import { STORY_DOCUMENT_TOOLS } from "@/data/story-documents/types";
import { LINK_TYPES } from "@/data/content-links/types";
import { bundleMapFeatureSchema, bundleMapLayerSchema } from "./map-schema";

export const BUNDLE_FORMAT = "worldloom-bundle";
export const BUNDLE_VERSION = 2;
/** Every version this app reads (1: items only; 2: items and story documents). */
export const READABLE_VERSIONS: readonly number[] = [1, 2];
/** Largest bundle file the import reads. */
export const MAX_BUNDLE_BYTES = 10 * 1024 * 1024;
/** Most items one import takes. */
export const MAX_BUNDLE_ITEMS = 5000;

const ref = z.string({ error: "its ref is missing" }).min(1, { error: "its ref is empty" }).max(100, { error: "its ref is longer than 100 characters" });

export const bundleUniverseSchema = z.object(
  {
    ref,
    name: z
      .string({ error: "the universe has no name" })
      .max(120, { error: "the universe name is longer than 120 characters" })
      .refine((s) => s.trim().length > 0, { error: "the universe name is empty" }),
    description: z.string({ error: "the description must be text" }).max(4000, { error: "the description is longer than 4,000 characters" }).default(""),
    genre: z.string({ error: "the genre must be text" }).max(60, { error: "the genre is longer than 60 characters" }).default(""),
    cover_color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, { error: "the cover colour is not a #rrggbb colour" })
      .default("#8a5a2b"),
    visibility: z.enum(["private", "public"], { error: "visibility must be “private” or “public”" }).default("private"),
  },
  { error: "it is not a universe (an object with a ref and a name)" },
);

export const bundleItemSchema = z.object(
  {
    ref,
    /** The item's id in the library it came from: lets an import into that library spot it. */
    id: z.uuid({ error: "its id is not a UUID" }).optional(),
    kind: z.string({ error: "the kind is missing" }).regex(/^[a-z][a-z-]{1,40}$/, { error: "the kind must be a lower-case word like “character”" }),
    name: z
      .string({ error: "the name is missing" })
      .max(200, { error: "the name is longer than 200 characters" })
      .refine((s) => s.trim().length > 0, { error: "the name is empty" }),
    summary: z.string({ error: "the summary must be text" }).max(2000, { error: "the summary is longer than 2,000 characters" }).default(""),
    data: z.record(z.string(), z.unknown(), { error: "“data” must be an object" }).default({}),
    tags: z
      .array(z.string({ error: "every tag must be text" }).max(100, { error: "a tag is longer than 100 characters" }), {
        error: "tags must be a list of words",
      })
      .max(50, { error: "it has more than 50 tags" })
      .default([]),
    visibility: z.enum(["private", "public"], { error: "visibility must be “private” or “public”" }).default("private"),
    seed: z.string({ error: "the seed must be text" }).max(200, { error: "the seed is longer than 200 characters" }).nullable().default(null),
    generator_version: z
      .number({ error: "the generator version must be a number" })
      .int({ error: "the generator version must be a whole number" })
      .positive({ error: "the generator version must be 1 or more" })
      .nullable()
      .default(null),
    notes: z.string({ error: "the notes must be text" }).max(20000, { error: "the notes are longer than 20,000 characters" }).default(""),
    /** A universe of this bundle, by its ref. */
    universe: z.string({ error: "the universe must be a ref" }).nullable().default(null),
    created_at: z.iso.datetime({ offset: true, error: "created_at is not a date and time" }).optional(),
    updated_at: z.iso.datetime({ offset: true, error: "updated_at is not a date and time" }).optional(),
  },
  { error: "it is not an item (an object with a ref, a kind and a name)" },
);

export const bundleLinkSchema = z.object(
  {
    from: ref,
    to: ref,
    type: z.enum(LINK_TYPES, { error: `the link type must be one of: ${LINK_TYPES.join(", ")}` }),
  },
  { error: "it is not a link (an object with from, to and type)" },
);

export const STORY_TOOLS = STORY_DOCUMENT_TOOLS;

export const bundleSectionSchema = z.object(
  {
    /** The section's id in the library it came from (any unique string); children name it as `parent`. */
    ref,
    parent: z.string({ error: "the parent must be a section ref" }).nullable().default(null),
    kind: z.enum(["part", "chapter", "scene"], { error: "a section is a part, a chapter or a scene" }),
    title: z.string().max(200, { error: "a section title is longer than 200 characters" }).default(""),
    position: z.number().int().default(0),
    body: z.record(z.string(), z.unknown(), { error: "a section body must be an object" }).default({}),
    words: z.number().int().min(0).max(10_000_000).default(0),
    status: z.enum(["idea", "draft", "revised", "done"], { error: "a section status is idea, draft, revised or done" }).default("draft"),
    synopsis: z.string().max(2000, { error: "a synopsis is longer than 2,000 characters" }).default(""),
    scene_date: z.string().max(120, { error: "a scene date is longer than 120 characters" }).default(""),
  },
  { error: "a section is not an object with a ref and a kind" },
);

export const bundleStoryLinkSchema = z.object(
  {
    /** An item of this bundle, by its ref. */
    item: ref,
    anchor: z.string().max(100, { error: "a link anchor is longer than 100 characters" }).default(""),
    role: z.string().max(80, { error: "a link role is longer than 80 characters" }).default(""),
    note: z.string().max(1000, { error: "a link note is longer than 1,000 characters" }).default(""),
    position: z.number().int().default(0),
  },
  { error: "a story link is not an object with an item ref" },
);

/** A story document without a map's rows (validate.ts checks those with readMapRows, map-schema.ts). */
export const bundleStoryFieldsSchema = z.object(
  {
    ref,
    /** The document's id in the library it came from: references to it inside other documents are remapped. */
    id: z.uuid({ error: "its id is not a UUID" }).optional(),
    tool: z.enum(STORY_TOOLS, { error: `the tool must be one of: ${STORY_TOOLS.join(", ")}` }),
    title: z
      .string({ error: "the title is missing" })
      .max(200, { error: "the title is longer than 200 characters" })
      .refine((s) => s.trim().length > 0, { error: "the title is empty" }),
    summary: z.string({ error: "the summary must be text" }).max(4000, { error: "the summary is longer than 4,000 characters" }).default(""),
    data: z.record(z.string(), z.unknown(), { error: "“data” must be an object" }).default({}),
    visibility: z.enum(["private", "public"], { error: "visibility must be “private” or “public”" }).default("private"),
    universe: z.string({ error: "the universe must be a ref" }).nullable().default(null),
    created_at: z.iso.datetime({ offset: true, error: "created_at is not a date and time" }).optional(),
    updated_at: z.iso.datetime({ offset: true, error: "updated_at is not a date and time" }).optional(),
    sections: z.array(bundleSectionSchema).max(5000, { error: "it has more than 5,000 sections" }).default([]),
    links: z.array(bundleStoryLinkSchema).max(5000, { error: "it has more than 5,000 links" }).default([]),
  },
  { error: "it is not a story document (an object with a ref, a tool and a title)" },
);

/** A story document; a map (tool `map`) with its layers and features, the rows of map_layers and map_features. */
export const bundleStorySchema = bundleStoryFieldsSchema.extend({
  layers: z.array(bundleMapLayerSchema).default([]),
  features: z.array(bundleMapFeatureSchema).default([]),
});

/** The envelope; items are checked one by one (see validate.ts) so the report can name each bad one. */
export const bundleEnvelopeSchema = z.object({
  format: z.literal(BUNDLE_FORMAT),
  version: z.number(),
  exported_at: z.string().optional(),
  app: z.string().optional(),
  universes: z.array(z.unknown()).default([]),
  items: z.array(z.unknown()),
  links: z.array(z.unknown()).default([]),
  stories: z.array(z.unknown()).default([]),
});

export type BundleUniverse = z.output<typeof bundleUniverseSchema>;
export type BundleItem = z.output<typeof bundleItemSchema>;
export type BundleLink = z.output<typeof bundleLinkSchema>;
export type BundleStory = z.output<typeof bundleStorySchema>;

export interface Bundle {
  format: typeof BUNDLE_FORMAT;
  version: typeof BUNDLE_VERSION;
  exported_at: string;
  app: string;
  universes: BundleUniverse[];
  items: BundleItem[];
  links: BundleLink[];
  /** Story documents (version 2); `[]` when reading a version-1 bundle. */
  stories: BundleStory[];
}
