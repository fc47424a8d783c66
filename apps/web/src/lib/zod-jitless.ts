// The app runs under a CSP without 'unsafe-eval' (docs/security.md). Zod 4 probes for eval with
// `new Function("")` the first time a schema parses; the throw is caught, but Chromium still
// reports a CSP violation. Zod's global config is shared through globalThis, so this turns the
// probe off without pulling zod into the landing bundle. Imported first by main.tsx.
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
g.__zod_globalConfig ??= {};
g.__zod_globalConfig.jitless = true;
export {};
