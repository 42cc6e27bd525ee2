// `npm start`'s watch over the process it started (the web shell, or Electron): Ctrl-C and
// SIGTERM are passed on to it, and its end becomes the launcher's. An end nobody asked for
// (the web shell killed, or crashed) is said in one line on stderr, with how it ended and
// how to start again, and the launcher then exits non-zero; without it the terminal showed
// nothing at all while the window said "Disconnected".
import type { ChildProcess } from 'node:child_process';

export interface ChildSupervision {
  /** What the child is, in the launcher's line: "the web shell", "the desktop window". */
  readonly what: string;
  /** The command that starts it again, e.g. `npm start -- --web`. */
  readonly startAgain: string;
  /** Whether the child ends by itself when all is well (Electron: its window was closed). */
  readonly mayEndByItself: boolean;
  say(line: string): void;
  exit(code: number): void;
  /** Where the stop signals come from (default: this process). */
  signals?: Pick<NodeJS.Process, 'on'>;
}

/** The exit code a stop by `signal` reports, as a shell does (128 + its number). */
const SIGNAL_EXIT_CODES: Readonly<Partial<Record<NodeJS.Signals, number>>> = { SIGHUP: 129, SIGINT: 130, SIGKILL: 137, SIGSEGV: 139, SIGTERM: 143 };

/** The launcher's exit code and, for an end nobody asked for, its one line. */
export function childEnd(options: Pick<ChildSupervision, 'what' | 'startAgain' | 'mayEndByItself'>, end: { code: number | null; signal: NodeJS.Signals | null; stopAsked: boolean }): { exitCode: number; line?: string } {
  const exitCode = end.code ?? SIGNAL_EXIT_CODES[end.signal ?? 'SIGTERM'] ?? 1;
  if (end.stopAsked) return { exitCode: end.code ?? (end.signal === 'SIGINT' ? 130 : 1) };
  if (end.code === 0 && options.mayEndByItself) return { exitCode: 0 };
  const how = end.signal !== null ? `killed by ${end.signal}` : `exit code ${String(end.code)}`;
  return { exitCode: exitCode === 0 ? 1 : exitCode, line: `npm start: ${options.what} stopped unexpectedly (${how}). Start it again with: ${options.startAgain}` };
}

/** Passes Ctrl-C and SIGTERM on to `child`, and ends this process when it ends, saying so when nobody asked. */
export function superviseChild(child: ChildProcess, options: ChildSupervision): void {
  let stopAsked = false;
  const signals = options.signals ?? process;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    signals.on(signal, () => {
      stopAsked = true;
      child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => {
    const end = childEnd(options, { code, signal, stopAsked });
    if (end.line !== undefined) options.say(end.line);
    options.exit(end.exitCode);
  });
}

/** Arguments as one could type them again in a POSIX shell. */
export function commandLine(words: readonly string[]): string {
  return words.map((word) => (/^[A-Za-z0-9_./:=@%+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`)).join(' ');
}
