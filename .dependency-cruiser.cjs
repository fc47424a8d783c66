// Import rules on resolved paths (dependency-cruiser), beside eslint's `no-restricted-imports`,
// which sees only the text of an import: `../../library/kinds` and `@/features/library/kinds` are
// the same edge here. `npm run deps` checks apps/web/src, apps/server/src and packages/*/src.
// Known violations live in .dependency-cruiser-known-violations.json (empty today): a new one
// fails, a fixed one must leave the file (`npm run deps -- --write` rewrites it).
const web = "^apps/web/src/";
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-folder-cycle",
      comment: "No two folders import each other, directly or round a loop: dependencies point one way.",
      severity: "error",
      scope: "folder",
      from: {},
      to: { circular: true },
    },
    {
      name: "features-apart",
      comment: "Features never import each other; move shared code to components/, lib/ or data/.",
      severity: "error",
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/`, pathNot: `${web}features/$1/` },
    },
    {
      name: "shared-below-features",
      comment: "Shared code (components/, lib/, data/) never imports features or the app.",
      severity: "error",
      from: { path: `${web}(components|lib|data)/` },
      to: { path: `${web}(features|app)/` },
    },
    {
      name: "data-below-components",
      comment: "The data room imports only lib/ (and its own room), never components.",
      severity: "error",
      from: { path: `${web}data/` },
      to: { path: `${web}components/` },
    },
    {
      name: "packages-below-apps",
      comment: "Packages never import apps.",
      severity: "error",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
    {
      name: "services-below-http",
      comment: "Server services never import http/ (it mounts them); move what both need beside context.ts.",
      severity: "error",
      from: { path: "^apps/server/src/", pathNot: "^apps/server/src/(http/|server\\.ts$|main\\.ts$)" },
      to: { path: "^apps/server/src/http/" },
    },
    {
      name: "no-unresolved",
      comment: "An import that resolves to nothing is a typo or a missing package.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["\\.test\\.tsx?$", "/test/", "\\.d\\.ts$", "/dist/"] },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: "tsconfig.deps.json" },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
      conditionNames: ["import", "types", "default"],
      exportsFields: ["exports"],
      mainFields: ["types", "module", "main"],
    },
  },
};
