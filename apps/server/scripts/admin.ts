// `npm run admin -- grant|revoke <email>` (see src/cli/operator.ts).
import { adminCommand, runCli } from "../src/cli/operator.js";

await runCli(() => adminCommand(process.argv.slice(2)));
