#!/usr/bin/env node
// worldloom-generate: results in bulk from the command line (see src/cli.ts for the options).
// Output streams as it is generated; a progress bar shows on stderr when it is a terminal.
import { streamCli } from "../dist/cli-stream.js";

const seed = Date.now().toString(36);
// A reader that stops early (`| head`) closes the pipe: that is a normal end, not an error.
process.stdout.on("error", (e) => {
  if (e.code !== "EPIPE") throw e;
});
process.exitCode = await streamCli(process.argv.slice(2), seed, process.stdout, process.stderr);
