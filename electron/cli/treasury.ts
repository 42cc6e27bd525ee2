// Entry point of the `treasury` command (npm run cli -- <command>, bin/treasury.mjs).
import { runAsProcess } from './process-wiring';

await runAsProcess(process.argv.slice(2));
