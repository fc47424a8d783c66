// The schema migrations, platform and app, with their state on this database (GET /ops/v1/migrations).
import { useQuery } from "@tanstack/react-query";
import { opsKeys } from "./keys";
import { opsJson, type MigrationStatus } from "./types";

export function useMigrations() {
  return useQuery({
    queryKey: opsKeys.schema(),
    queryFn: async () => (await opsJson<{ migrations: MigrationStatus[] }>("migrations")).migrations,
  });
}
