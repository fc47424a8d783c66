// @vitest-environment node
// The prerendered page's HTML (build/prerender.ts): the stylesheet inlined, and no script requested
// before the first paint but one small boot script, which starts the entry and its preloads.
import { describe, expect, it } from "vitest";
import { bootScript, pageHtml } from "../../build/prerender";

const index = `<!doctype html><html><head><title>Worldloom</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
    <link rel="modulepreload" crossorigin href="/assets/shell-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head><body><div id="root"></div></body></html>`;

describe("pageHtml", () => {
  it("puts the page in #root, inlines the CSS and leaves only the boot script", () => {
    const html = pageHtml(index, "<main>Hello</main>", "Generators", () => "body{color:red}", "/assets/boot-x.js");
    expect(html).toContain('<div id="root" data-prerendered=""><main>Hello</main></div>');
    expect(html).toContain("<title>Generators</title>");
    expect(html).toContain("<style>body{color:red}</style>");
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-jkl.css" disabled>');
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("index-abc.js");
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" fetchpriority="low" src="/assets/boot-x.js"></script>');
  });
});

describe("bootScript", () => {
  it("names a content-hashed file that preloads and imports what index.html loads", () => {
    const boot = bootScript(index);
    expect(boot.file).toMatch(/^assets\/boot-[\w-]{8}\.js$/);
    expect(boot.text).toContain('["/assets/vendor-def.js","/assets/shell-ghi.js"]');
    expect(boot.text).toContain('import("/assets/index-abc.js")');
    expect(boot.text).toContain("first-contentful-paint");
    expect(bootScript(index.replace("abc", "xyz")).file).not.toBe(boot.file);
  });

  /** Runs the boot script against stand-ins of the browser globals (import() stands in as load()). */
  function runBoot(paintTiming: boolean) {
    const { text } = bootScript(index);
    const appended: string[] = [];
    const imported: string[] = [];
    let paintObserver: ((list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect(): void }) => void) | undefined;
    const frames: (() => void)[] = [];
    const env = {
      document: { createElement: () => ({}), head: { append: (l: { href: string }) => appended.push(l.href) } },
      performance: { getEntriesByName: () => [] },
      PerformanceObserver: class {
        static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : ["mark"];
        constructor(cb: typeof paintObserver) {
          paintObserver = cb;
        }
        observe() {}
      },
      requestAnimationFrame: (f: () => void) => frames.push(f),
      setTimeout: (f: () => void, ms?: number) => (ms === undefined ? f() : undefined),
      load: (url: string) => imported.push(url),
    };
    const run = new Function(...Object.keys(env), text.replace(/import\(/g, "load("));
    run(...Object.values(env));
    return { appended, imported, frames, paint: () => paintObserver!({ getEntriesByName: () => [{}] }, { disconnect: () => undefined }) };
  }

  it("starts the app once, after the first paint and two frames", () => {
    const { appended, imported, frames, paint } = runBoot(true);
    expect(imported).toEqual([]);
    paint();
    expect(imported).toEqual([]);
    frames.shift()!();
    expect(imported).toEqual([]);
    frames.shift()!();
    expect(imported).toEqual(["/assets/index-abc.js"]);
    expect(appended).toEqual(["/assets/vendor-def.js", "/assets/shell-ghi.js"]);
  });

  it("starts after two frames where the browser has no paint timing", () => {
    const { imported, frames } = runBoot(false);
    expect(frames).toHaveLength(1);
    frames.shift()!();
    frames.shift()!();
    expect(imported).toEqual(["/assets/index-abc.js"]);
  });
});
