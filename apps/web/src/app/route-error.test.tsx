import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { describeRouteError, RouteError } from "./route-error";

/** A router whose only route's loader throws `thrown`, shown by RouteError. */
function failingRouter(thrown: unknown) {
  return createMemoryRouter([
    {
      path: "/",
      loader: () => {
        throw thrown;
      },
      element: null,
      HydrateFallback: () => null,
      errorElement: <RouteError />,
    },
  ]);
}

describe("describeRouteError", () => {
  it("shows status and text for a route error response", async () => {
    const router = failingRouter(new Response("", { status: 404, statusText: "Not Found" }));
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByTestId("route-error-detail")).toHaveTextContent(/^404 Not Found$/);
    expect(describeRouteError(Object.values(router.state.errors ?? {})[0])).toBe("404 Not Found");
  });

  it("shows a thrown error's message on the page", async () => {
    render(<RouterProvider router={failingRouter(new Error("Failed to fetch dynamically imported module"))} />);
    expect(await screen.findByTestId("route-error-detail")).toHaveTextContent("Failed to fetch dynamically imported module");
  });

  it("shows a string as is and something for anything else", () => {
    expect(describeRouteError("plain text")).toBe("plain text");
    expect(describeRouteError(42)).toBe("Unknown error");
  });
});
