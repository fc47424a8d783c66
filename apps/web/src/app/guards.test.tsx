import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { Session } from "@supabase/supabase-js";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "@/lib/auth";
import { OPEN_AUTH_MODAL_EVENT } from "@/lib/auth-events";
import { setSupabase } from "@/lib/supabase";
import { showErrorToast } from "@/lib/toast-store";
import { fakeSupabase, type FakeOptions } from "@/test/fake-supabase";
import { AdminRoute, ProtectedRoute } from "./guards";

vi.mock("@/lib/toast-store", () => ({ showErrorToast: vi.fn() }));
vi.mock("sonner", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function renderAt(path: string, opts: FakeOptions, redirectTo?: string, initialSession?: Session | null) {
  const fake = fakeSupabase(opts);
  setSupabase(fake.client);
  const router = createMemoryRouter(
    [
      { path: "/", element: <h1>Landing</h1> },
      { path: "/dashboard-home", element: <h1>Elsewhere</h1> },
      {
        element: <ProtectedRoute redirectTo={redirectTo} />,
        children: [
          { path: "/dashboard", element: <h1>Dashboard</h1> },
          // A page that draws its own shell while the session loads (the story tools).
          { path: "/shell", element: <h1>Shell page</h1>, handle: { title: "Shell", authShell: true } },
        ],
      },
      { element: <AdminRoute />, children: [{ path: "/admin", element: <h1>Admin</h1> }] },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider client={fake.client} initialSession={initialSession}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { router, fake };
}

afterEach(() => vi.clearAllMocks());

describe("ProtectedRoute", () => {
  it("shows Checking authentication... while the session loads", () => {
    renderAt("/dashboard", { pending: true });
    expect(screen.getByText("Checking authentication...")).toBeInTheDocument();
  });

  it("lets a page with an authShell handle draw itself while the session loads, then guards it the same", async () => {
    renderAt("/shell", { pending: true });
    expect(screen.getByText("Shell page")).toBeInTheDocument();
    expect(screen.queryByText("Checking authentication...")).toBeNull();
    const { router } = renderAt("/shell", { user: null });
    expect(await screen.findByText("Landing")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("sends a visitor to / and opens the auth dialog", async () => {
    const opened = vi.fn();
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, opened);
    const { router } = renderAt("/dashboard", { user: null });
    expect(await screen.findByText("Landing")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    await vi.waitFor(() => expect(opened).toHaveBeenCalled());
    window.removeEventListener(OPEN_AUTH_MODAL_EVENT, opened);
  });

  it("sends a visitor to the given redirect instead of / and still opens the auth dialog", async () => {
    const opened = vi.fn();
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, opened);
    const { router } = renderAt("/dashboard", { user: null }, "/dashboard-home");
    expect(await screen.findByText("Elsewhere")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard-home");
    await vi.waitFor(() => expect(opened).toHaveBeenCalled());
    window.removeEventListener(OPEN_AUTH_MODAL_EVENT, opened);
  });

  it("draws the page at once when the session was read before the first render (main.tsx over a prerendered page)", () => {
    // getSession never answers here: what is drawn comes from the session handed in.
    renderAt("/dashboard", { pending: true }, undefined, { user: { id: "u1" } } as Session);
    expect(screen.getByText("Dashboard")).toBeInTheDocument();
    expect(screen.queryByText("Checking authentication...")).toBeNull();
  });

  it("sends a visitor away at once when the session read before the first render is none", async () => {
    const { router } = renderAt("/shell", { pending: true }, undefined, null);
    expect(screen.queryByText("Checking authentication...")).toBeNull();
    expect(await screen.findByText("Landing")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows the page to a signed-in user", async () => {
    renderAt("/dashboard", { user: { id: "u1" } });
    expect(await screen.findByText("Dashboard")).toBeInTheDocument();
  });
});

describe("AdminRoute", () => {
  it("shows Verifying admin permissions... while loading", () => {
    renderAt("/admin", { pending: true });
    expect(screen.getByText("Verifying admin permissions...")).toBeInTheDocument();
  });

  it("sends a visitor to / with Authentication Required", async () => {
    const { router } = renderAt("/admin", { user: null });
    expect(await screen.findByText("Landing")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(showErrorToast).toHaveBeenCalledWith("Authentication Required", "Please sign in to access the admin panel", expect.anything());
  });

  it("sends a non-admin to /dashboard with Access Denied, after reading profiles.is_admin for their id", async () => {
    const { router, fake } = renderAt("/admin", { user: { id: "u1" }, isAdmin: false });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(fake.from).toHaveBeenCalledWith("profiles");
    expect(fake.select).toHaveBeenCalledWith("is_admin");
    expect(fake.eq).toHaveBeenCalledWith("id", "u1");
    expect(showErrorToast).toHaveBeenCalledWith("Access Denied", "You don't have permission to access the admin panel.", expect.anything());
  });

  it("sends to /dashboard with Error when the check fails", async () => {
    const { router } = renderAt("/admin", { user: { id: "u1" }, isAdmin: new Error("boom") });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(showErrorToast).toHaveBeenCalledWith("Error", "Failed to verify admin permissions", expect.anything());
  });

  it("shows the page to an admin", async () => {
    renderAt("/admin", { user: { id: "u1" }, isAdmin: true });
    expect(await screen.findByText("Admin")).toBeInTheDocument();
  });
});
