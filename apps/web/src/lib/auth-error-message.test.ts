import { AuthApiError, AuthRetryableFetchError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { OFFLINE_MESSAGE, UNAVAILABLE_MESSAGE, authErrorMessage } from "./auth-error-message";

describe("authErrorMessage", () => {
  it("replaces auth-js's '{}' for a server that answered 5xx, and for no answer at all", () => {
    expect(authErrorMessage(new AuthRetryableFetchError("{}", 503))).toBe(UNAVAILABLE_MESSAGE);
    expect(authErrorMessage(new AuthRetryableFetchError("{}", 500))).toBe(UNAVAILABLE_MESSAGE);
    expect(authErrorMessage(new AuthRetryableFetchError("Failed to fetch", 0))).toBe(OFFLINE_MESSAGE);
  });

  it("keeps the server's own words for every other failure", () => {
    expect(authErrorMessage(new AuthApiError("Invalid login credentials", 400, "invalid_credentials"))).toBe("Invalid login credentials");
    expect(authErrorMessage({ message: "" })).toBe("Something went wrong. Try again.");
  });
});
