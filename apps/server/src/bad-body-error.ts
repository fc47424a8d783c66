// A request body that could not be parsed (bad JSON). http/body.ts throws it while parsing; each
// service's error handler (rest, auth, storage) turns it into its own 400 shape. It lives here,
// not in http/, because http/ builds the app and mounts those services: they never import it.
export class BadBodyError extends Error {
  readonly statusCode = 400;
  readonly code = "bad_json";
  constructor(message: string) {
    super(message);
    this.name = "BadBodyError";
  }
}
