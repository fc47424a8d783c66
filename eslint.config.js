// One flat config for the whole repository; `npm run lint` allows zero warnings.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Shared by several no-restricted-imports blocks below (a block must restate a rule's whole options).
const sharedCodeOnly = { group: ["@/features/*", "@/features/**", "@/app/*", "@/app/**"], message: "Shared code never imports features or the app." };
const noRawClient = {
  name: "@/lib/supabase",
  importNames: ["supabase", "getSupabase"],
  message: "Talk to the database through @/data/<resource>/…; add the query or mutation there.",
};

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "**/.data/**", "**/coverage/**", "**/*.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: "module" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "off",
    },
  },
  {
    // Type-aware rules on the server's own code only, where a promise nobody awaits loses an error
    // or a write (docs/decisions/0004-no-type-aware-lint-yet.md: the whole repository costs too much).
    files: ["apps/server/src/**/*.ts"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { "@typescript-eslint/no-floating-promises": "error", "@typescript-eslint/no-misused-promises": "error" },
  },
  {
    // And on the web app's own code (not its tests, where act() and timer helpers are synchronous):
    // a promise nobody awaits or voids is a lost error toast or a lost save (decision 0004).
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: ["apps/web/src/**/*.test.{ts,tsx}", "apps/web/src/test/**"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { "@typescript-eslint/no-floating-promises": "error" },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // The supabase client is the app's one network client (docs/style.md rule 3).
      "no-restricted-globals": ["error", { name: "fetch", message: "Use the supabase client from @/lib." }],
    },
  },
  {
    // Query keys are declared once, in the data room (@/data/<resource>/keys.ts), so every key
    // sits under a root that the writes invalidate (docs/architecture.md, "The web app").
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: ["apps/web/src/data/**", "apps/web/src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "Property[key.name='queryKey'] > ArrayExpression", message: "Declare the query key in @/data/<resource>/keys.ts and use it here." },
      ],
    },
  },
  {
    // Dependencies point one way: shared → features → app; features never import each other.
    files: ["apps/web/src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/features/*", "@/features/**"], message: "Features never import each other; move shared code to components/ or lib/." },
            { group: ["@/app/*", "@/app/**"], message: "Features do not import the app layer." },
          ],
        },
      ],
    },
  },
  {
    // Features read and write only through the data room (@/data/<resource>/…): their tables'
    // queries and mutations live there, once (docs/data-room.md).
    files: ["apps/web/src/features/**/*.{ts,tsx}"],
    ignores: ["apps/web/src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [noRawClient],
          patterns: [
            { group: ["@/features/*", "@/features/**"], message: "Features never import each other; move shared code to components/ or lib/." },
            { group: ["@/app/*", "@/app/**"], message: "Features do not import the app layer." },
          ],
        },
      ],
    },
  },
  {
    // lib/ may name a data room's query keys (so its caches sit under the same roots), nothing else
    // from data/: keys files import nothing, so there is no cycle.
    files: ["apps/web/src/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [sharedCodeOnly, { group: ["@/data/*/*", "!@/data/*/keys"], message: "lib/ may import only a data room's keys (@/data/<resource>/keys)." }],
        },
      ],
    },
  },
  {
    // Shared components read and write through the data room like features do (data/ imports
    // only lib/, so there is no cycle), never with the raw client (docs/data-room.md).
    files: ["apps/web/src/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [noRawClient],
          patterns: [sharedCodeOnly],
        },
      ],
    },
  },
  {
    // The data room (one folder per resource: keys, queries, mutations, types) is used by features
    // and the app; it imports only lib/ (docs/architecture.md).
    files: ["apps/web/src/data/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/features/*", "@/features/**", "@/app/*", "@/app/**", "@/components/*", "@/components/**"],
              message: "The data room imports only lib/, never features, components or the app.",
            },
            { group: ["../*", "../**"], message: "A data room does not reach into another; import it as @/data/<resource>/…." },
          ],
        },
      ],
    },
  },
  {
    // Keys files are the bottom of the graph: shared code imports them, so they import nothing from the app.
    files: ["apps/web/src/data/*/keys.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/*", "@/**"], message: "A keys file imports only its own room's types." }] }],
    },
  },
  {
    files: ["packages/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/apps/**", "@worldloom/server", "@worldloom/web"], message: "Packages never import apps." }] },
      ],
      "no-restricted-globals": ["error", { name: "Math", message: "Generators take their randomness from the RNG passed in." }],
    },
  },
  {
    // http/ builds the app and mounts the services (rest, auth, storage…): they never import it
    // back (docs/architecture.md). What both sides need lives beside context.ts. (Later blocks that set
    // no-restricted-imports for narrower files replace this rule there.)
    files: ["apps/server/src/**/*.ts"],
    ignores: ["apps/server/src/http/**", "apps/server/src/server.ts", "apps/server/src/main.ts", "apps/server/src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/http/*", "**/http/**"], message: "Services never import http/ (it mounts them); move what both need beside context.ts." }] },
      ],
    },
  },
  {
    // The REST pipeline's pure stages turn a request into one SQL statement without touching the
    // database; only execute.ts runs it (docs/style.md rule 5, docs/architecture.md).
    files: ["apps/server/src/rest/{parse,parse-*,lex,plan,sql,relationships,types}.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "pg", message: "Pure REST stages never touch the database; only rest/execute.ts does." },
            { name: "@electric-sql/pglite", message: "Pure REST stages never touch the database; only rest/execute.ts does." },
          ],
          patterns: [
            {
              group: ["**/db/*", "**/db/**", "./execute.js", "./plugin.js", "**/schema-cache/cache.js", "**/schema-cache/introspect.js"],
              message: "Pure REST stages never touch the database; only rest/execute.ts does. Take what you need as an argument.",
            },
          ],
        },
      ],
    },
  },
  {
    // Auth route handlers (routes-*.ts, invite.ts) and the services beside them hold no SQL:
    // every statement is a named function in auth/model/ (docs/style.md rule 14,
    // docs/architecture.md). A handler may still open a transaction (ctx.db.transaction) and
    // pass its tx to the model functions. rate-limit.ts keeps the statements on its own table.
    files: ["apps/server/src/auth/*.ts"],
    ignores: ["apps/server/src/auth/rate-limit.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          // (a regular expression literal's .exec is not SQL)
          selector: "CallExpression[callee.property.name=/^(query|exec|script|tx)$/]:not([callee.object.regex])",
          message: "No SQL in auth routes or services: add a named function to apps/server/src/auth/model/ and call it.",
        },
      ],
    },
  },
  {
    // The same for the storage, billing and ops routes: their statements are named functions in
    // storage/model/, billing/model/ and ops/model/ (or the ops services upgrades, backup and
    // restore, which are database tools called by the routes and the CLI).
    files: ["apps/server/src/{storage,billing,ops}/*.ts"],
    ignores: ["apps/server/src/ops/{upgrades,backup,restore}.ts", "apps/server/src/**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name=/^(query|exec|script|tx)$/]:not([callee.object.regex])",
          message: "No SQL in storage, billing or ops routes: add a named function to the service's model/ folder and call it.",
        },
      ],
    },
  },
  {
    // Every service's models know tables, not requests.
    files: ["apps/server/src/{storage,billing,ops}/model/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "fastify", message: "Models take plain values; the HTTP side stays in the routes." }],
          patterns: [
            { group: ["../plugin.js", "../objects.js", "../request.js", "../stripe.js"], message: "Models never import the routes or the request side." },
          ],
        },
      ],
    },
  },
  {
    // The auth models know tables, not requests.
    files: ["apps/server/src/auth/model/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "fastify", message: "Auth models take plain values; the HTTP side stays in the routes." }],
          patterns: [{ group: ["../routes-*", "../plugin.js", "../current-user.js"], message: "Auth models never import the routes or the request side." }],
        },
      ],
    },
  },
  {
    files: ["apps/web/src/lib/**/*.{ts,tsx}", "**/*.test.{ts,tsx}", "e2e/**", "bench/**"],
    rules: { "no-restricted-globals": "off" },
  },
);
