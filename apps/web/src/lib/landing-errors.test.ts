import { describe, expect, it } from "vitest";
import { readLandingAuthError, takeLandingAuthMessage, withoutAuthError } from "./landing-errors";

describe("auth errors in the landing URL", () => {
  it("reads GoTrue's error redirect from the fragment or the query", () => {
    expect(
      readLandingAuthError("", "#error=invalid_request&error_code=validation_failed&error_description=Unsupported+provider%3A+provider+is+not+enabled&sb="),
    ).toBe("Unsupported provider: provider is not enabled");
    expect(readLandingAuthError("?error=server_error&error_code=bad_oauth_state&error_description=OAuth%20state%20is%20invalid", "")).toBe(
      "OAuth state is invalid",
    );
    expect(readLandingAuthError("", "#error=access_denied&error_code=otp_expired")).toBe("Sign-in failed (otp expired). Please try again.");
  });

  it("ignores URLs without an auth error, and a bare ?error= that is not GoTrue's", () => {
    expect(readLandingAuthError("", "")).toBeUndefined();
    expect(readLandingAuthError("?q=1", "#access_token=x&type=signup")).toBeUndefined();
    expect(readLandingAuthError("?error=1", "")).toBeUndefined();
  });

  it("takes the error out of the URL and keeps everything else", () => {
    expect(withoutAuthError("http://h/create?x=1#error=a&error_description=b&sb=")).toBe("/create?x=1");
    expect(withoutAuthError("http://h/?error=a&error_code=c&keep=1#section")).toBe("/?keep=1#section");
    expect(withoutAuthError("http://h/create?x=1")).toBeUndefined();
  });
});

describe("GoTrue's message in the landing URL (the first of an e-mail change's two links)", () => {
  it("is read once and taken out of the address bar, keeping the rest", () => {
    const msg = "Confirmation link accepted. Please proceed to confirm link sent to the other email";
    window.history.replaceState(null, "", `/profile?x=1#message=${encodeURIComponent(msg)}&sb=`);
    expect(takeLandingAuthMessage()).toBe(msg);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe("/profile?x=1");
    expect(takeLandingAuthMessage()).toBeUndefined();
  });

  it("leaves a session fragment to supabase-js", () => {
    window.history.replaceState(null, "", "/profile#access_token=x&message=hi");
    expect(takeLandingAuthMessage()).toBeUndefined();
    expect(window.location.hash).toBe("#access_token=x&message=hi");
  });
});
