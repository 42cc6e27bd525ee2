// `treasury` as a process: standard streams that end quietly when the reader goes away
// (`treasury ledger | head -1` closes the pipe early: EPIPE is not a failure), and Ctrl-C
// that stops the command cleanly so it can say what it kept (a second Ctrl-C stops at once).
import { readAllStdin, type CliIo } from './cli-io';
import { EXIT } from './cli-errors';
import { runCli, type CliDependencies } from './run-cli';

/** Writes to the stream until it closes; after that, output is dropped without a word. */
export function quietWriter(stream: NodeJS.WritableStream): (text: string) => void {
  let closed = false;
  stream.on('error', () => {
    closed = true;
  });
  return (text) => {
    if (!closed) stream.write(text);
  };
}

export async function runAsProcess(argv: readonly string[], deps: Omit<CliDependencies, 'signal'> = {}): Promise<void> {
  const io: CliIo = { out: quietWriter(process.stdout), err: quietWriter(process.stderr), readStdin: readAllStdin, stdout: process.stdout };
  const controller = new AbortController();
  const onInterrupt = (): void => {
    if (!controller.signal.aborted) {
      controller.abort();
      return;
    }
    io.err('treasury: interrupted again: stopping at once. `treasury outbox` shows what was journaled.\n');
    process.exit(EXIT.interrupted);
  };
  process.on('SIGINT', onInterrupt);
  try {
    process.exitCode = await runCli(argv, io, { ...deps, signal: controller.signal });
  } finally {
    process.off('SIGINT', onInterrupt);
  }
}
