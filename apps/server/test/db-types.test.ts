// The committed database types (apps/web/src/lib/database.types.ts for the web app,
// apps/server/src/db/database.types.ts for the server) match what the migrations produce now, and the generator reads the catalog the way supabase-js's types expect.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { currentDatabaseTypes, serverTypesFile, typesFile } from "../scripts/db-types.js";
import { generateDatabaseTypes } from "../src/db/gen-types.js";
import { openPglite } from "../src/db/pglite.js";

describe("generated database types", () => {
  it("are current: the committed files are what the migrations produce", async () => {
    const [web, server] = await currentDatabaseTypes();
    expect(readFileSync(typesFile, "utf8") === web, "apps/web/src/lib/database.types.ts is stale: run `npm run db:types` and commit the file").toBe(true);
    expect(readFileSync(serverTypesFile, "utf8") === server, "apps/server/src/db/database.types.ts is stale: run `npm run db:types` and commit the file").toBe(
      true,
    );
  });

  it("render rows, inserts, updates, relationships, views, functions and enums in supabase's shape", async () => {
    const db = await openPglite(undefined);
    try {
      await db.exec(`
        create type public.mood as enum ('calm', 'stormy');
        create table public.a (id bigint generated always as identity primary key, name text not null, note text, m public.mood not null default 'calm', tags text[] not null default '{}');
        create table public.b (a_id bigint primary key references public.a (id), doubled int generated always as (1 * 2) stored, "odd name" jsonb);
        create view public.v as select id, name from public.a;
        create function public.f(x int, y text default 'q') returns setof public.a language sql as $$ select * from public.a $$;
        create function public.g() returns table (k text, n bigint) language sql as $$ select 'x', 1::bigint $$;
        create function public.h(int) returns void language sql as $$ select $$;
        create function public.h(text) returns void language sql as $$ select $$;
      `);
      const text = await generateDatabaseTypes(db);
      const a = text.slice(text.indexOf("      a: {"), text.indexOf("      b: {"));
      expect(a).toContain(
        'Row: {\n          id: number\n          m: Database["public"]["Enums"]["mood"]\n          name: string\n          note: string | null\n          tags: string[]\n        }',
      );
      expect(a).toContain(
        'Insert: {\n          id?: never\n          m?: Database["public"]["Enums"]["mood"]\n          name: string\n          note?: string | null\n          tags?: string[]\n        }',
      );
      expect(a).toContain("Update: {\n          id?: never\n          m?:");
      expect(a).toContain("Relationships: []");
      const b = text.slice(text.indexOf("      b: {"), text.indexOf("    Views: {"));
      expect(b).toContain("doubled: number | null");
      expect(b).toContain("doubled?: never");
      expect(b).toContain('"odd name": Json | null');
      expect(b).toContain(
        'foreignKeyName: "b_a_id_fkey"\n            columns: ["a_id"]\n            isOneToOne: true\n            referencedRelation: "a"\n            referencedColumns: ["id"]',
      );
      expect(text).toContain("    Views: {\n      v: {\n        Row: {\n          id: number | null\n          name: string | null\n        }");
      expect(text).toContain(
        '      f: {\n        Args: {\n          x: number\n          y?: string\n        }\n        Returns: {\n          id: number\n          m: Database["public"]["Enums"]["mood"]\n          name: string\n          note: string | null\n          tags: string[]\n        }[]\n      }',
      );
      expect(text).toContain("      g: {\n        Args: never\n        Returns: {\n          k: string\n          n: number\n        }[]\n      }");
      expect(text).toContain(
        '      h:\n        | {\n            Args: {\n              "": number\n            }\n            Returns: undefined\n          }\n        | {',
      );
      expect(text).toContain('    Enums: {\n      mood: "calm" | "stormy"\n    }');
      expect(text).toContain('public: { Enums: { mood: ["calm", "stormy"] } },');
    } finally {
      await db.close();
    }
  });
});
