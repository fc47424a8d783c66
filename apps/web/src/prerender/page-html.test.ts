// @vitest-environment node
// The prerendered page's HTML (build/prerender.ts): the stylesheet, the favicon and one small boot
// script inlined — nothing is requested before the first paint — and the boot script starts the
// entry and its preloads and adds the web manifest once the page is painted.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bootScript, pageHtml, scriptHash } from "../../build/prerender";

const index = `<!doctype html><html><head><title>Worldloom</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="icon" href="/icons/favicon-32.png" type="image/png" sizes="32x32" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
    <link rel="modulepreload" crossorigin href="/assets/shell-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head><body><div id="root"></div></body></html>`;

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="#7a3b1d"/>
</svg>
`;

describe("pageHtml", () => {
  it("puts the page in #root, inlines the CSS, the boot script and the favicon, and requests nothing", () => {
    const html = pageHtml(index, "<main>Hello</main>", "Generators", () => "body{color:red}", "boot();", favicon);
    expect(html).toContain('<div id="root" data-prerendered=""><main>Hello</main></div>');
    expect(html).toContain("<title>Generators</title>");
    expect(html).toContain("<style>body{color:red}</style>");
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-jkl.css" disabled>');
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("index-abc.js");
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script type="module">boot();</script>');
    expect(html).not.toContain("manifest");
    expect(html).not.toContain("/favicon.svg");
    // The data: URL is the same picture.
    const href = /<link rel="icon" href="(data:image\/svg\+xml,[^"]+)" type="image\/svg\+xml" \/>/.exec(html)?.[1];
    expect(decodeURIComponent(href!.slice("data:image/svg+xml,".length))).toBe(
      `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='#7a3b1d'/></svg>`,
    );
    expect(html).not.toMatch(/\s(src|href)="\/(?!assets\/index-jkl\.css" disabled)(?!icons\/favicon-32\.png)/);
  });

  it("refuses a boot script that would end its own element", () => {
    expect(() => pageHtml(index, "", undefined, () => "", "a('</script>')", favicon)).toThrow(/<\/script/);
  });
});

describe("bootScript", () => {
  it("preloads and imports what index.html loads, and comes with its CSP hash", () => {
    const boot = bootScript(index);
    expect(boot.text).toContain('["/assets/vendor-def.js","/assets/shell-ghi.js"]');
    expect(boot.text).toContain('import("/assets/index-abc.js")');
    expect(boot.text).toContain("first-contentful-paint");
    expect(boot.hash).toBe(`'sha256-${createHash("sha256").update(boot.text).digest("base64")}'`);
    expect(boot.hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(bootScript(index.replace("abc", "xyz")).hash).not.toBe(boot.hash);
    expect(scriptHash("a")).toBe("'sha256-ypeBEsobvcr6wjGzmiPcTaeG7/gUfE5yuYB3ha/uSLs='");
  });

  /** Runs the boot script against stand-ins of the browser globals (import() stands in as load()). */
  function runBoot(paintTiming: boolean) {
    const { text } = bootScript(index);
    const appended: string[] = [];
    const manifests: string[] = [];
    const imported: string[] = [];
    let paintObserver: ((list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect(): void }) => void) | undefined;
    const frames: (() => void)[] = [];
    const listeners: Record<string, (e: unknown) => void> = {};
    const rootAttrs = new Map<string, string>([["data-prerendered", ""]]);
    const root = {
      hasAttribute: (n: string) => rootAttrs.has(n),
      setAttribute: (n: string, v: string) => rootAttrs.set(n, v),
      contains: () => true,
    };
    class FakeElement {
      readonly attrs = new Map<string, string>([["data-early", "sign-in"]]);
      closest(sel: string) {
        return sel === "[data-early]" ? this : null;
      }
      getAttribute(n: string) {
        return this.attrs.get(n) ?? null;
      }
      setAttribute(n: string, v: string) {
        this.attrs.set(n, v);
      }
    }
    const env = {
      Element: FakeElement,
      document: {
        addEventListener: (type: string, fn: (e: unknown) => void) => (listeners[type] = fn),
        getElementById: (id: string) => (id === "root" ? root : null),
        createElement: () => ({}),
        head: { append: (l: { rel: string; href: string }) => (l.rel === "manifest" ? manifests : appended).push(l.href) },
      },
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
    return {
      appended,
      manifests,
      imported,
      frames,
      rootAttrs,
      paint: () => paintObserver!({ getEntriesByName: () => [{}] }, { disconnect: () => undefined }),
      click: () => {
        const target = new FakeElement();
        let prevented = false;
        listeners.click!({ target, preventDefault: () => (prevented = true) });
        return { target, prevented };
      },
    };
  }

  it("starts the app once, after the first paint and two frames", () => {
    const { appended, manifests, imported, frames, paint } = runBoot(true);
    expect(imported).toEqual([]);
    expect(manifests).toEqual([]);
    paint();
    expect(imported).toEqual([]);
    frames.shift()!();
    expect(imported).toEqual([]);
    frames.shift()!();
    expect(imported).toEqual(["/assets/index-abc.js"]);
    expect(appended).toEqual(["/assets/vendor-def.js", "/assets/shell-ghi.js"]);
    expect(manifests).toEqual(["/manifest.webmanifest"]);
  });

  it("starts after two frames where the browser has no paint timing", () => {
    const { imported, frames } = runBoot(false);
    expect(frames).toHaveLength(1);
    frames.shift()!();
    frames.shift()!();
    expect(imported).toEqual(["/assets/index-abc.js"]);
  });

  it("keeps a press on a data-early control made before the take-over, and starts the app at once", () => {
    const { imported, rootAttrs, click } = runBoot(true);
    expect(imported).toEqual([]);
    const { target, prevented } = click();
    expect(prevented).toBe(true);
    expect(target.getAttribute("aria-busy")).toBe("true");
    expect(rootAttrs.get("data-early-press")).toBe("sign-in");
    expect(imported).toEqual(["/assets/index-abc.js"]);
  });
});
