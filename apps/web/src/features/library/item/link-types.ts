// The link types an item can have to another (declared with content_links' row types), with the
// words read from each end: "Aldric rules Port Sable", "Port Sable is ruled by Aldric".
import { LINK_TYPES, type LinkType } from "@/data/content-links/types";

export { LINK_TYPES, type LinkType };

const INVERSE: Record<LinkType, string> = {
  "member of": "has member",
  "located in": "contains",
  rules: "ruled by",
  worships: "worshipped by",
  "allied with": "allied with",
  "enemy of": "enemy of",
  "parent of": "child of",
  "child of": "parent of",
  speaks: "spoken by",
  created: "created by",
  owns: "owned by",
  serves: "served by",
  founded: "founded by",
  "lives in": "home of",
  "related to": "related to",
};

export const isLinkType = (t: string): t is LinkType => (LINK_TYPES as readonly string[]).includes(t);

/** How a link reads from the item at its far end ("ruled by" for "rules"). */
export const inversePhrase = (type: string): string => (isLinkType(type) ? INVERSE[type] : `(${type})`);
