// `npm run keys`: this install's anon and service-role API keys (see src/cli/operator.ts).
import { keysCommand, runCli } from "../src/cli/operator.js";

await runCli(() => keysCommand());
