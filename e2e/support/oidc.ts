// Google in the e2e tests is a real OpenID Connect provider (the `oidc-provider` package) on
// loopback; the browser signs in and consents there at once. Shared with the server's tests.
export { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, startOidcProvider, type OidcProvider } from "../../apps/server/test/support/oidc.js";
