// The browser data router over the route table.
import { createBrowserRouter } from "react-router";
import { routes } from "./route-table";

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
