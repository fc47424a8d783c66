import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/components/ui/toaster";
import { openAuthModal } from "@/lib/auth-events";
import type { AuthSettings } from "@/lib/supabase";
import { showErrorToast, toastStore } from "@/lib/toast-store";
import { fakeSupabase } from "@/test/fake-supabase";
import { AuthDialog } from "./auth-dialog";

vi.mock("@/components/ui/toaster", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock("@/lib/toast-store", () => ({ showErrorToast: vi.fn(), toastStore: { dismiss: vi.fn() } }));

const googleOn = () => Promise.resolve({ external: { email: true, google: true } });

function setup(loadSettings: () => Promise<AuthSettings> = googleOn) {
  const fake = fakeSupabase();
  const router = createMemoryRouter(
    [
      { path: "/", element: <AuthDialog client={fake.client} loadSettings={loadSettings} /> },
      { path: "/create", element: <h1>Create</h1> },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  act(() => openAuthModal());
  return { fake, router, dialog: () => screen.getByRole("dialog") };
}

const email = () => screen.getByLabelText("Email");
const password = () => screen.queryByLabelText("Password");

afterEach(() => vi.clearAllMocks());

describe("AuthDialog", () => {
  it("opens in sign-in mode with required email and password fields", async () => {
    setup();
    expect(screen.getByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
    expect(email()).toHaveAttribute("type", "email");
    expect(email()).toBeRequired();
    expect(password()).toBeRequired();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
  });

  it("switches modes through its links", async () => {
    setup();
    await userEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(screen.getByRole("heading", { name: "Reset your password" })).toBeInTheDocument();
    expect(password()).toBeNull();
    expect(screen.getByRole("button", { name: "Send Reset Link" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Back to sign in" }));
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByRole("heading", { name: "Create your account" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign Up" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
  });

  it("signs in: Loading... while busy, Welcome back!, closes and goes to /create", async () => {
    const { fake, router } = setup();
    let answer!: (v: unknown) => void;
    fake.auth.signInWithPassword.mockReturnValue(new Promise((r) => (answer = r)));
    await userEvent.type(email(), "a@example.com");
    await userEvent.type(password()!, "secret");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(screen.getByRole("button", { name: "Loading..." })).toBeDisabled();
    await act(async () => answer({ data: {}, error: null }));
    expect(fake.auth.signInWithPassword).toHaveBeenCalledWith({ email: "a@example.com", password: "secret" });
    expect(toast.success).toHaveBeenCalledWith("Welcome back!");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/create"));
  });

  it("keeps the dialog open with an Error toast when the service refuses", async () => {
    const { fake } = setup();
    fake.auth.signInWithPassword.mockResolvedValue({ data: {}, error: { message: "Invalid login credentials" } });
    await userEvent.type(email(), "a@example.com");
    await userEvent.type(password()!, "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(showErrorToast).toHaveBeenCalledWith("Error", "Invalid login credentials", { id: "auth-error" });
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
  });

  it("signs up with the spec's toast, closes, and says where the mail went with Resend on a cooldown", async () => {
    const { fake } = setup();
    fake.auth.signUp.mockResolvedValue({ data: {}, error: null });
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    await userEvent.type(email(), "new@example.com");
    await userEvent.type(password()!, "secret");
    await userEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(toast.success).toHaveBeenCalledWith("Welcome! Please check your email to confirm your account.");
    await vi.waitFor(() => expect(screen.queryByRole("heading", { name: "Create your account" })).toBeNull());
    const sent = screen.getByRole("dialog", { name: "Confirm your email" });
    expect(sent).toHaveTextContent("We sent a confirmation link to new@example.com.");
    expect(screen.getByRole("button", { name: /^Resend in \d+ s$/ })).toBeDisabled();
    // No outbox on this install (none configured): no link to one.
    expect(screen.queryByRole("link", { name: /outbox/i })).toBeNull();
    expect(fake.auth.resend).not.toHaveBeenCalled();
  });

  it("shows no confirm-your-email dialog when the server confirmed the account at once (a session came back)", async () => {
    const { fake } = setup();
    fake.auth.signUp.mockResolvedValue({ data: { session: { access_token: "t" }, user: { id: "u" } }, error: null });
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    await userEvent.type(email(), "auto@example.com");
    await userEvent.type(password()!, "secret");
    await userEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("reopens sign-up with the same address from 'Use another email'", async () => {
    const { fake } = setup();
    fake.auth.signUp.mockResolvedValue({ data: {}, error: null });
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    await userEvent.type(email(), "typo@example.con");
    await userEvent.type(password()!, "secret");
    await userEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    await userEvent.click(await screen.findByRole("button", { name: "Use another email" }));
    await screen.findByRole("heading", { name: "Create your account" });
    expect(email()).toHaveValue("typo@example.con");
  });

  it("hides Continue with Google when the server has it disabled, or its settings cannot be read", async () => {
    for (const load of [() => Promise.resolve({ external: { email: true, google: false } }), () => Promise.reject(new Error("offline"))]) {
      const view = setup(load);
      await screen.findByRole("heading", { name: "Welcome back" });
      await act(async () => {
        await load().catch(() => undefined);
      });
      expect(screen.queryByRole("button", { name: "Continue with Google" })).toBeNull();
      expect(screen.queryByText("or")).toBeNull();
      view.router.dispose();
      cleanup();
    }
  });

  it("dismisses the stale Error toast when a later sign-in succeeds", async () => {
    const { fake } = setup();
    fake.auth.signInWithPassword
      .mockResolvedValueOnce({ data: {}, error: { message: "Invalid login credentials" } })
      .mockResolvedValueOnce({ data: {}, error: null });
    await userEvent.type(email(), "a@example.com");
    await userEvent.type(password()!, "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(showErrorToast).toHaveBeenCalledWith("Error", "Invalid login credentials", { id: "auth-error" });
    expect(toastStore.dismiss).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(toastStore.dismiss).toHaveBeenCalledWith("auth-error");
    expect(toast.success).toHaveBeenCalledWith("Welcome back!");
  });

  it("sends a reset link, says so, and returns to sign in", async () => {
    const { fake } = setup();
    fake.auth.resetPasswordForEmail.mockResolvedValue({ data: {}, error: null });
    await userEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    await userEvent.type(email(), "a@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(toast.success).toHaveBeenCalledWith("Check your email", { description: "We've sent you a password reset link." });
    expect(screen.getByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
  });

  it("sends Google sign-in back to origin + /create", async () => {
    const { fake } = setup();
    fake.auth.signInWithOAuth.mockResolvedValue({ data: {}, error: null });
    await userEvent.click(await screen.findByRole("button", { name: "Continue with Google" }));
    expect(fake.auth.signInWithOAuth).toHaveBeenCalledWith({ provider: "google", options: { redirectTo: `${window.location.origin}/create` } });
  });

  it("keeps the dialog open in sign-up mode with an Error toast when sign-up fails", async () => {
    const { fake } = setup();
    fake.auth.signUp.mockResolvedValue({ data: {}, error: { message: "User already registered" } });
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    await userEvent.type(email(), "taken@example.com");
    await userEvent.type(password()!, "secret");
    await userEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(showErrorToast).toHaveBeenCalledWith("Error", "User already registered", { id: "auth-error" });
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Create your account" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign Up" })).toBeEnabled();
  });

  it("stays in forgot-password mode with an Error toast when the reset fails", async () => {
    const { fake } = setup();
    fake.auth.resetPasswordForEmail.mockResolvedValue({ data: {}, error: { message: "For security purposes, you can only request this after 60 seconds." } });
    await userEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    await userEvent.type(email(), "a@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(showErrorToast).toHaveBeenCalledWith("Error", "For security purposes, you can only request this after 60 seconds.", { id: "auth-error" });
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Reset your password" })).toBeInTheDocument();
  });

  it("shows the Error toast when Google sign-in fails, and the dialog stays open", async () => {
    const { fake } = setup();
    fake.auth.signInWithOAuth.mockResolvedValue({ data: {}, error: { message: "Unsupported provider: provider is not enabled" } });
    await userEvent.click(await screen.findByRole("button", { name: "Continue with Google" }));
    expect(showErrorToast).toHaveBeenCalledWith("Error", "Unsupported provider: provider is not enabled", { id: "auth-error" });
    expect(screen.getByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
  });

  it("shows the Error toast when Google sign-in throws", async () => {
    const { fake } = setup();
    fake.auth.signInWithOAuth.mockRejectedValue(new Error("Failed to fetch"));
    await userEvent.click(await screen.findByRole("button", { name: "Continue with Google" }));
    expect(showErrorToast).toHaveBeenCalledWith("Error", "Failed to fetch", { id: "auth-error" });
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
