// The always-loaded listener in front of the lazily loaded auth dialogs: an open-auth-modal event
// fired before their chunk is in is not lost.
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { openAuthModal } from "@/lib/auth-events";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { EarlyAuthRequest } from "./auth-dialog";
import { AuthDialogsLoader, requestedMode } from "./auth-dialogs-loader";

vi.mock("./auth-dialogs", () => ({
  AuthDialogs: ({ request }: { request?: EarlyAuthRequest }) => <p>{request ? `asked for ${request.mode}` : "not asked"}</p>,
}));

describe("AuthDialogsLoader", () => {
  it("hands an open-auth-modal request made before the dialogs loaded to them when they mount", async () => {
    render(<AuthDialogsLoader client={{} as SupabaseClient} loadSettings={() => Promise.resolve({ external: {} })} />);
    // Synchronously after the first render: the lazy chunk cannot have resolved yet.
    expect(screen.queryByText(/asked/)).toBeNull();
    act(() => openAuthModal("signup"));
    expect(await screen.findByText("asked for signup")).toBeInTheDocument();
    act(() => openAuthModal("forgot"));
    expect(await screen.findByText("asked for forgot")).toBeInTheDocument();
  });

  it("reads the mode as the dialog does (anything unknown is sign in)", () => {
    const event = (detail: unknown) => new CustomEvent("open-auth-modal", { detail });
    expect(requestedMode(event({ mode: "signup" }))).toBe("signup");
    expect(requestedMode(event({ mode: "forgot" }))).toBe("forgot");
    expect(requestedMode(event({ mode: "other" }))).toBe("signin");
    expect(requestedMode(event(null))).toBe("signin");
  });
});
