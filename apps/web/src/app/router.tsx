// The browser data router over the route table.
import { createBrowserRouter } from "react-router";
import { routes } from "./route-table";

export function createAppRouter() {
  return createBrowserRouter(routes);
}
