// TanStack Query client with the docs/spec.md §9 defaults: 5 minute garbage collection, 3 retries.
import { QueryClient } from "@tanstack/react-query";

export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 3;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { gcTime: QUERY_GC_TIME_MS, retry: QUERY_RETRIES } } });
}
