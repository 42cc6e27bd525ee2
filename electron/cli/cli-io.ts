// What a command may touch of the outside world: output streams, standard input, and
// the helpers that print. Tests pass their own streams.
import type { Writable } from 'node:stream';

export interface CliIo {
  /** Results (machine-readable with --json). */
  out(text: string): void;
  /** Progress and diagnostics. */
  err(text: string): void;
  /** All of standard input, as text. */
  readStdin(): Promise<string>;
  /** Standard output as a stream, for a CSV written to it (`export ... --out -`); absent when there is none. */
  stdout?: Writable;
}

export function printJson(io: CliIo, value: unknown): void {
  io.out(`${JSON.stringify(value, null, 2)}\n`);
}

/** Aligned columns for people; --json is for programs. */
export function printTable(io: CliIo, header: string[], rows: string[][], options: { rightAligned?: readonly number[] } = {}): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const right = new Set(options.rightAligned ?? []);
  const line = (cells: string[]) => cells.map((c, i) => (right.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ').trimEnd();
  io.out(`${[line(header), ...rows.map(line)].join('\n')}\n`);
}

export async function readAllStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
