import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { StorySection } from "@/data/story-sections/types";
import { bookChapters, bookFileName, storyToDocx, storyToEpub } from "./book-export";

let n = 0;
const sec = (kind: StorySection["kind"], parent: string | null, title: string, position: number, content: object[] = []): StorySection => ({
  id: `s${++n}`,
  document_id: "d",
  owner_id: "u",
  parent_id: parent,
  kind,
  title,
  position,
  body: kind === "scene" ? { type: "doc", content } : {},
  words: 0,
  status: "draft",
  synopsis: "",
  scene_date: "",
  version: 1,
  updated_at: "",
});
const p = (text: string, ...marks: string[]) => ({
  type: "paragraph",
  content: [{ type: "text", text, ...(marks.length ? { marks: marks.map((type) => ({ type })) } : {}) }],
});

const part = sec("part", null, "Book One", 0);
const ch1 = sec("chapter", part.id, "The Bell <Tolls>", 0);
const ch2 = sec("chapter", part.id, "Low Tide", 1);
const sections = [
  part,
  ch1,
  ch2,
  sec("scene", ch1.id, "a", 0, [p("Mara heard it first & said so.", "italic")]),
  sec("scene", ch1.id, "b", 1, [{ type: "blockquote", content: [p("Drowned bells ring twice.")] }]),
  sec("scene", ch2.id, "c", 0, [
    { type: "bulletList", content: [{ type: "listItem", content: [p("rope")] }] },
    { type: "horizontalRule" },
    p("After.", "bold"),
  ]),
];
const doc = { id: "0b5b3c0e-1111-4a4a-8888-123456789abc", title: "The Drowned Bell", summary: "A coastal mystery." };

describe("book export", () => {
  it("reads the manuscript as chapters in order, with their part", () => {
    expect(bookChapters(sections).map((c) => [c.part, c.title, c.scenes.length])).toEqual([
      ["Book One", "The Bell <Tolls>", 2],
      ["Book One", "Low Tide", 1],
    ]);
  });

  it("writes an EPUB whose mimetype comes first, stored, and whose pages are well-formed XHTML", () => {
    const bytes = storyToEpub(doc, sections, "Ada <Quill>", new Date("2026-11-25T10:00:00.123Z"));
    // The first local file header: compression method 0 (stored) and the name "mimetype".
    expect(new DataView(bytes.buffer, bytes.byteOffset).getUint16(8, true)).toBe(0);
    expect(strFromU8(bytes.subarray(30, 38))).toBe("mimetype");
    const files = unzipSync(bytes);
    expect(strFromU8(files.mimetype!)).toBe("application/epub+zip");
    const opf = strFromU8(files["OEBPS/content.opf"]!);
    expect(opf).toContain("<dc:title>The Drowned Bell</dc:title>");
    expect(opf).toContain("<dc:creator>Ada &lt;Quill&gt;</dc:creator>");
    expect(opf).toContain('<meta property="dcterms:modified">2026-11-25T10:00:00Z</meta>');
    expect(opf).toMatch(/<spine><itemref idref="title"\/><itemref idref="c1"\/><itemref idref="c2"\/><\/spine>/);
    for (const name of [
      "OEBPS/nav.xhtml",
      "OEBPS/title.xhtml",
      "OEBPS/chapter-1.xhtml",
      "OEBPS/chapter-2.xhtml",
      "OEBPS/content.opf",
      "META-INF/container.xml",
    ]) {
      const parsed = new DOMParser().parseFromString(strFromU8(files[name]!), "application/xml");
      expect(parsed.getElementsByTagName("parsererror").length, name).toBe(0);
    }
    const one = strFromU8(files["OEBPS/chapter-1.xhtml"]!);
    expect(one).toContain('<h2 class="part">Book One</h2><h2>The Bell &lt;Tolls&gt;</h2>');
    expect(one).toContain(
      '<h3 class="scene">a</h3><p><em>Mara heard it first &amp; said so.</em></p><h3 class="scene">b</h3><blockquote><p>Drowned bells ring twice.</p></blockquote>',
    );
    const two = strFromU8(files["OEBPS/chapter-2.xhtml"]!);
    expect(two).not.toContain('class="part"');
    expect(two).toContain('<h3 class="scene">c</h3><ul><li><p>rope</p></li></ul><p class="break">* * *</p><p><strong>After.</strong></p>');
  });

  it("writes a Word document with the title, headings and text", async () => {
    const blob = await storyToDocx(doc, sections, "Ada Quill");
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const xml = strFromU8(files["word/document.xml"]!);
    for (const text of [
      "The Drowned Bell",
      "Ada Quill",
      "Book One",
      "The Bell &lt;Tolls&gt;",
      "Low Tide",
      "Mara heard it first &amp; said so.",
      "Drowned bells ring twice.",
      "After.",
      "* * *",
    ])
      expect(xml, text).toContain(text);
    expect(xml).toContain("<w:pageBreakBefore/>");
    expect(strFromU8(files["docProps/core.xml"]!)).toContain("The Drowned Bell");
  });

  it("names files from the title", () => {
    expect(bookFileName("The Drowned Bell: Book I", "epub")).toBe("the-drowned-bell-book-i.epub");
    expect(bookFileName("!!!", "docx")).toBe("story.docx");
  });
});
