// A story as a book: EPUB 3 (XHTML chapters zipped with fflate) and Word (.docx, with the `docx`
// library, loaded only when asked for). Both follow the manuscript's outline: parts, chapters, and
// scenes separated by a centred scene break, as the Markdown export does.
import { strToU8, zipSync, type Zippable } from "fflate";
import { sceneTitle, tidyInline } from "@/components/story-documents/inline-text";
import type { StorySection } from "@/data/story-sections/types";
import type { StoryDoc } from "@/data/story-documents/types";
import { buildOutline, type OutlineNode } from "./outline";

interface PMNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string }[];
  content?: PMNode[];
}

/** A scene of the book: its title (empty when it has none) and its body's blocks. */
export interface BookScene {
  title: string;
  blocks: PMNode[];
}

/** One chapter of the book: its part (if any), title and the scenes in order. */
export interface BookChapter {
  part: string | null;
  title: string;
  scenes: BookScene[];
}

const docBlocks = (body: Record<string, unknown>): PMNode[] => (body.type === "doc" ? ((body as unknown as PMNode).content ?? []) : []);

/** The manuscript as chapters in reading order. Scenes outside any chapter form an untitled one. */
export function bookChapters(sections: readonly StorySection[]): BookChapter[] {
  const out: BookChapter[] = [];
  const chapter = (node: OutlineNode<StorySection>, part: string | null) => {
    out.push({
      part,
      title: node.section.title || "Chapter",
      scenes: node.children.filter((c) => c.section.kind === "scene").map((c) => ({ title: sceneTitle(c.section.title), blocks: docBlocks(c.section.body) })),
    });
  };
  for (const node of buildOutline(sections).top) {
    if (node.section.kind === "part") {
      const part = node.section.title || "Part";
      const chapters = node.children.filter((c) => c.section.kind === "chapter");
      if (!chapters.length) out.push({ part, title: part, scenes: [] });
      chapters.forEach((c) => chapter(c, part));
    } else if (node.section.kind === "chapter") chapter(node, null);
    else out.push({ part: null, title: "", scenes: [{ title: sceneTitle(node.section.title), blocks: docBlocks(node.section.body) }] });
  }
  return out;
}

// --- XHTML (EPUB) ---------------------------------------------------------------------------

export const xml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function inlineHtml(nodes: PMNode[] = []): string {
  return tidyInline(nodes)
    .map((n) => {
      if (n.type === "hardBreak") return "<br/>";
      if (n.type === "mention") return xml(String(n.attrs?.label ?? ""));
      if (n.type !== "text" || !n.text) return "";
      let t = xml(n.text);
      const marks = new Set((n.marks ?? []).map((m) => m.type));
      if (marks.has("italic")) t = `<em>${t}</em>`;
      if (marks.has("bold")) t = `<strong>${t}</strong>`;
      if (marks.has("strike")) t = `<del>${t}</del>`;
      return t;
    })
    .join("");
}

function blockHtml(n: PMNode): string {
  switch (n.type) {
    case "paragraph":
      return `<p>${inlineHtml(n.content)}</p>`;
    case "heading":
      return n.attrs?.level === 3 ? `<h4>${inlineHtml(n.content)}</h4>` : `<h3>${inlineHtml(n.content)}</h3>`;
    case "blockquote":
      return `<blockquote>${(n.content ?? []).map(blockHtml).join("")}</blockquote>`;
    case "horizontalRule":
      return `<p class="break">* * *</p>`;
    case "bulletList":
    case "orderedList": {
      const tag = n.type === "bulletList" ? "ul" : "ol";
      return `<${tag}>${(n.content ?? []).map((li) => `<li>${(li.content ?? []).map(blockHtml).join("")}</li>`).join("")}</${tag}>`;
    }
    default:
      return (n.content ?? []).map(blockHtml).join("");
  }
}

const page = (title: string, body: string) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="en" lang="en"><head><meta charset="utf-8"/><title>${xml(title)}</title><link rel="stylesheet" href="book.css"/></head><body>${body}</body></html>\n`;

const CSS =
  "body{font-family:serif;line-height:1.5}h1,h2{text-align:center}p{margin:0 0 .6em;text-indent:0}.break{text-align:center;margin:1.2em 0}.part{text-align:center;letter-spacing:.1em;text-transform:uppercase}blockquote{font-style:italic;margin:1em 2em}";

/** An EPUB 3 file: the mimetype first and stored, a nav document, one XHTML file per chapter. */
export function storyToEpub(doc: Pick<StoryDoc, "id" | "title" | "summary">, sections: readonly StorySection[], author: string, now = new Date()): Uint8Array {
  const chapters = bookChapters(sections);
  const files: Zippable = {
    mimetype: [strToU8("application/epub+zip"), { level: 0 }],
    "META-INF/container.xml": strToU8(
      `<?xml version="1.0" encoding="utf-8"?>\n<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>\n`,
    ),
    "OEBPS/book.css": strToU8(CSS),
  };
  const title = page(
    doc.title,
    `<section epub:type="titlepage"><h1>${xml(doc.title)}</h1><p class="break">${xml(author)}</p>${doc.summary ? `<p><em>${xml(doc.summary)}</em></p>` : ""}</section>`,
  );
  files["OEBPS/title.xhtml"] = strToU8(title);
  let lastPart: string | null = null;
  chapters.forEach((c, i) => {
    const partHead = c.part && c.part !== lastPart ? `<h2 class="part">${xml(c.part)}</h2>` : "";
    lastPart = c.part;
    // A titled scene opens with its title; untitled scenes are set apart by a scene break.
    const scenes = c.scenes
      .map((sc, i) => `${sc.title ? `<h3 class="scene">${xml(sc.title)}</h3>` : i > 0 ? `<p class="break">* * *</p>` : ""}${sc.blocks.map(blockHtml).join("")}`)
      .join("");
    const heading = c.title && c.title !== c.part ? `<h2>${xml(c.title)}</h2>` : "";
    files[`OEBPS/chapter-${i + 1}.xhtml`] = strToU8(page(c.title || doc.title, `<section epub:type="chapter">${partHead}${heading}${scenes}</section>`));
  });
  const navItems = chapters.map((c, i) => `<li><a href="chapter-${i + 1}.xhtml">${xml(c.title || `Chapter ${i + 1}`)}</a></li>`).join("");
  files["OEBPS/nav.xhtml"] = strToU8(
    page("Contents", `<nav epub:type="toc" id="toc"><h1>Contents</h1><ol><li><a href="title.xhtml">${xml(doc.title)}</a></li>${navItems}</ol></nav>`),
  );
  const manifest = [
    `<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>`,
    `<item id="css" href="book.css" media-type="text/css"/>`,
    `<item id="title" href="title.xhtml" media-type="application/xhtml+xml"/>`,
    ...chapters.map((_, i) => `<item id="c${i + 1}" href="chapter-${i + 1}.xhtml" media-type="application/xhtml+xml"/>`),
  ].join("");
  const spine = [`<itemref idref="title"/>`, ...chapters.map((_, i) => `<itemref idref="c${i + 1}"/>`)].join("");
  const modified = now.toISOString().replace(/\.\d{3}Z$/, "Z");
  files["OEBPS/content.opf"] = strToU8(
    `<?xml version="1.0" encoding="utf-8"?>\n<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="bookid" xml:lang="en"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="bookid">urn:uuid:${xml(doc.id)}</dc:identifier><dc:title>${xml(doc.title)}</dc:title><dc:creator>${xml(author)}</dc:creator><dc:language>en</dc:language><meta property="dcterms:modified">${modified}</meta></metadata><manifest>${manifest}</manifest><spine>${spine}</spine></package>\n`,
  );
  return zipSync(files, { level: 6 });
}

// --- Word (.docx) --------------------------------------------------------------------------

/** A .docx of the story: title page, parts and chapters as headings starting new pages. */
export async function storyToDocx(doc: Pick<StoryDoc, "title" | "summary">, sections: readonly StorySection[], author: string): Promise<Blob> {
  const { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } = await import("docx");
  type Para = InstanceType<typeof Paragraph>;
  const runs = (nodes: PMNode[] = [], extra: { italics?: boolean } = {}) =>
    tidyInline(nodes).flatMap((n) => {
      if (n.type === "hardBreak") return [new TextRun({ text: "", break: 1 })];
      if (n.type === "mention") return [new TextRun({ text: String(n.attrs?.label ?? ""), italics: extra.italics })];
      if (n.type !== "text" || !n.text) return [];
      const marks = new Set((n.marks ?? []).map((m) => m.type));
      return [new TextRun({ text: n.text, bold: marks.has("bold"), italics: marks.has("italic") || extra.italics, strike: marks.has("strike") })];
    });
  const breakPara = () => new Paragraph({ alignment: AlignmentType.CENTER, spacing: { before: 240, after: 240 }, children: [new TextRun("* * *")] });
  const block = (n: PMNode, quote = false): Para[] => {
    switch (n.type) {
      case "paragraph":
        return [
          new Paragraph({ children: runs(n.content, { italics: quote }), indent: quote ? { left: 720, right: 720 } : undefined, spacing: { after: 160 } }),
        ];
      case "heading":
        return [new Paragraph({ heading: n.attrs?.level === 3 ? HeadingLevel.HEADING_4 : HeadingLevel.HEADING_3, children: runs(n.content) })];
      case "blockquote":
        return (n.content ?? []).flatMap((c) => block(c, true));
      case "horizontalRule":
        return [breakPara()];
      case "bulletList":
      case "orderedList":
        return (n.content ?? []).flatMap((li, i) =>
          (li.content ?? []).flatMap((c) =>
            c.type === "paragraph"
              ? [
                  new Paragraph({
                    children: [new TextRun(n.type === "bulletList" ? "•\t" : `${i + 1}.\t`), ...runs(c.content)],
                    indent: { left: 720, hanging: 360 },
                  }),
                ]
              : block(c, quote),
          ),
        );
      default:
        return (n.content ?? []).flatMap((c) => block(c, quote));
    }
  };
  const children: Para[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun(doc.title)] }),
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: author, italics: true })] }),
  ];
  if (doc.summary)
    children.push(new Paragraph({ alignment: AlignmentType.CENTER, spacing: { before: 480 }, children: [new TextRun({ text: doc.summary, italics: true })] }));
  let lastPart: string | null = null;
  for (const c of bookChapters(sections)) {
    if (c.part && c.part !== lastPart)
      children.push(
        new Paragraph({ heading: HeadingLevel.HEADING_1, alignment: AlignmentType.CENTER, pageBreakBefore: true, children: [new TextRun(c.part)] }),
      );
    const newPart = c.part !== lastPart && !!c.part;
    lastPart = c.part;
    if (c.title && c.title !== c.part)
      children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, pageBreakBefore: !newPart, children: [new TextRun(c.title)] }));
    c.scenes.forEach((sc, i) => {
      if (sc.title) children.push(new Paragraph({ heading: HeadingLevel.HEADING_3, children: [new TextRun(sc.title)] }));
      else if (i > 0) children.push(breakPara());
      sc.blocks.forEach((b) => children.push(...block(b)));
    });
  }
  const file = new Document({ creator: author, title: doc.title, description: doc.summary || undefined, sections: [{ children }] });
  return Packer.toBlob(file);
}

/** A file name from the title: lower-case letters, digits and dashes, as the Markdown export names it. */
export const bookFileName = (title: string, ext: string) =>
  `${
    title
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "")
      .toLowerCase()
      .slice(0, 80) || "story"
  }.${ext}`;
