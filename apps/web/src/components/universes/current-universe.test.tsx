import type { SupabaseClient } from "@supabase/supabase-js";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeSupabase } from "@/test/fake-supabase";
import { AuthProvider } from "@/lib/auth";
import { setSupabase } from "@/lib/supabase";
import { UniverseProvider, useCurrentUniverse } from "./current-universe";

vi.mock("sonner", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const isles = {
  id: "u-isles",
  name: "The Drowned Isles",
  description: "",
  genre: "Fantasy",
  cover_color: "#2a6f97",
  cover_image_url: null,
  visibility: "private",
  created_at: "",
  updated_at: "",
  items: "3",
};

function Probe() {
  const { universeId, universe, setUniverseId } = useCurrentUniverse();
  return (
    <>
      <p data-testid="current">{universeId ?? "all"}</p>
      <p data-testid="name">{universe ? `${universe.name} (${universe.items})` : "-"}</p>
      <button onClick={() => setUniverseId("u-isles")}>isles</button>
      <button onClick={() => setUniverseId(null)}>all</button>
    </>
  );
}

function renderWith(userId: string, universes: object[]) {
  const fake = fakeSupabase({ user: { id: userId } });
  // The builder supabase-js returns is a thenable with overrideTypes (a no-op at run time).
  const rpc = vi.fn(() => {
    const answer = Promise.resolve({ data: universes, error: null });
    return Object.assign(answer, { overrideTypes: () => answer });
  });
  const client = { ...fake.client, auth: fake.auth, rpc } as unknown as SupabaseClient;
  setSupabase(client);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthProvider client={client}>
        <UniverseProvider>
          <Probe />
        </UniverseProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return rpc;
}

afterEach(() => localStorage.clear());

describe("current universe", () => {
  it("reads the signed-in user's stored universe and its row from my_universe_counts", async () => {
    localStorage.setItem("worldloom-universe:me", "u-isles");
    const rpc = renderWith("me", [isles]);
    expect(await screen.findByText("The Drowned Isles (3)")).toBeInTheDocument();
    expect(screen.getByTestId("current")).toHaveTextContent("u-isles");
    expect(rpc).toHaveBeenCalledWith("my_universe_counts");
  });

  it("falls back to all universes when the stored one is not the user's any more", async () => {
    localStorage.setItem("worldloom-universe:me", "u-gone");
    const rpc = renderWith("me", [isles]);
    await vi.waitFor(() => expect(rpc).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.getByTestId("current")).toHaveTextContent("all"));
  });

  it("keeps each user's choice under their own key", async () => {
    localStorage.setItem("worldloom-universe:someone-else", "theirs");
    const rpc = renderWith("me", [isles]);
    await vi.waitFor(() => expect(rpc).toHaveBeenCalled());
    expect(screen.getByTestId("current")).toHaveTextContent("all");
    act(() => screen.getByText("isles").click());
    expect(await screen.findByText("The Drowned Isles (3)")).toBeInTheDocument();
    expect(localStorage.getItem("worldloom-universe:me")).toBe("u-isles");
    act(() => screen.getByText("all").click());
    expect(screen.getByTestId("current")).toHaveTextContent("all");
    expect(localStorage.getItem("worldloom-universe:me")).toBeNull();
    expect(localStorage.getItem("worldloom-universe:someone-else")).toBe("theirs");
  });

  it("is always all universes outside a provider", () => {
    render(<Probe />);
    expect(screen.getByTestId("current")).toHaveTextContent("all");
  });
});
