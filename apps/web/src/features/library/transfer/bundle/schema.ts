// The Worldloom bundle: a library (or part of it) as one JSON file, version 1. The format is
// documented in docs/bundle-format.md; this zod schema is its single definition in code.
import { z } from "zod";
import { LINK_TYPES } from "../../item/link-types";

export const BUNDLE_FORMAT = "worldloom-bundle";
export const BUNDLE_VERSION = 1;
/** Largest bundle file the import reads. */
export const MAX_BUNDLE_BYTES = 10 * 1024 * 1024;
/** Most items one import takes. */
export const MAX_BUNDLE_ITEMS = 5000;

const ref = z.string({ error: "its ref is missing" }).min(1, { error: "its ref is empty" }).max(100, { error: "its ref is longer than 100 characters" });

export const bundleUniverseSchema = z.object({
  ref,
  name: z
    .string({ error: "the universe has no name" })
    .max(120, { error: "the universe name is longer than 120 characters" })
    .refine((s) => s.trim().length > 0, { error: "the universe name is empty" }),
  description: z.string({ error: "the description must be text" }).max(4000, { error: "the description is longer than 4,000 characters" }).default(""),
  genre: z.string({ error: "the genre must be text" }).max(60, { error: "the genre is longer than 60 characters" }).default(""),
  cover_color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: "the cover colour is not a #rrggbb colour" }).default("#8a5a2b"),
  visibility: z.enum(["private", "public"], { error: "visibility must be “private” or “public”" }).default("private"),
}, { error: "it is not a universe (an object with a ref and a name)" });

export const bundleItemSchema = z.object({
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
    .array(z.string({ error: "every tag must be text" }).max(100, { error: "a tag is longer than 100 characters" }), { error: "tags must be a list of words" })
    .max(50, { error: "it has more than 50 tags" })
    .default([]),
  visibility: z.enum(["private", "public"], { error: "visibility must be “private” or “public”" }).default("private"),
  seed: z.string({ error: "the seed must be text" }).max(200, { error: "the seed is longer than 200 characters" }).nullable().default(null),
  generator_version: z.number({ error: "the generator version must be a number" }).int({ error: "the generator version must be a whole number" }).positive({ error: "the generator version must be 1 or more" }).nullable().default(null),
  notes: z.string({ error: "the notes must be text" }).max(20000, { error: "the notes are longer than 20,000 characters" }).default(""),
  /** A universe of this bundle, by its ref. */
  universe: z.string({ error: "the universe must be a ref" }).nullable().default(null),
  created_at: z.iso.datetime({ offset: true, error: "created_at is not a date and time" }).optional(),
  updated_at: z.iso.datetime({ offset: true, error: "updated_at is not a date and time" }).optional(),
}, { error: "it is not an item (an object with a ref, a kind and a name)" });

export const bundleLinkSchema = z.object({
  from: ref,
  to: ref,
  type: z.enum(LINK_TYPES, { error: `the link type must be one of: ${LINK_TYPES.join(", ")}` }),
}, { error: "it is not a link (an object with from, to and type)" });

/** The envelope; items are checked one by one (see validate.ts) so the report can name each bad one. */
export const bundleEnvelopeSchema = z.object({
  format: z.literal(BUNDLE_FORMAT),
  version: z.number(),
  exported_at: z.string().optional(),
  app: z.string().optional(),
  universes: z.array(z.unknown()).default([]),
  items: z.array(z.unknown()),
  links: z.array(z.unknown()).default([]),
});

export type BundleUniverse = z.output<typeof bundleUniverseSchema>;
export type BundleItem = z.output<typeof bundleItemSchema>;
export type BundleLink = z.output<typeof bundleLinkSchema>;

export interface Bundle {
  format: typeof BUNDLE_FORMAT;
  version: typeof BUNDLE_VERSION;
  exported_at: string;
  app: string;
  universes: BundleUniverse[];
  items: BundleItem[];
  links: BundleLink[];
}
