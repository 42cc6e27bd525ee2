// Entry point of the `treasury` command (npm run cli -- <command>).
import { runCli } from './run-cli';
import { readAllStdin } from './cli-io';

const code = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  readStdin: readAllStdin,
});
process.exitCode = code;
