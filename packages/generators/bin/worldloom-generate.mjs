#!/usr/bin/env node
// worldloom-generate: results in bulk from the command line (see src/cli.ts for the options).
import { runCli } from "../dist/cli.js";

const seed = Date.now().toString(36);
const { code, stdout, stderr } = runCli(process.argv.slice(2), seed);
if (stdout) process.stdout.write(stdout);
if (stderr) process.stderr.write(stderr);
process.exitCode = code;
