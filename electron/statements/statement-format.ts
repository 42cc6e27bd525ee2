// A statement format is a declaration over the model: what starts the file (from the
// proved summary), the text of each entry, and what ends it. statementChunks runs any
// format's writer over the streamed entries, in chunks of about 64 KiB, so a month of a
// million entries is never held in memory; the file machinery of electron/export/ writes
// the chunks (temporary file, rename, 0600, --out -).
import { recordChunks } from '../export/csv-stream-pump';
import type { CsvChunk } from '../export';
import type { StatementEntry, StatementSummary } from './statement-model';
import type { EntryTemplate } from './statement-entry-template';

import type { StatementFormatId } from '../../shared/ipc/statement-methods';

// The format ids are the contract's (the window's choice and the CLI's --format).
export { STATEMENT_FORMAT_IDS } from '../../shared/ipc/statement-methods';
export type { StatementFormatId } from '../../shared/ipc/statement-methods';

/** The writer of one file: stateful (running totals for trailers), so one per export. */
export interface StatementWriter {
  begin(): string;
  entry(entry: StatementEntry): string;
  end(): string;
}

export interface StatementFormat {
  readonly id: StatementFormatId;
  /** As people call it: "camt.053.001.08". */
  readonly name: string;
  /** File name extension without the dot. */
  readonly extension: string;
  /**
   * True when the writer's entry() depends on the entry and the summary alone (no running
   * totals or counters), so the period's days can be written in parts by worker threads
   * (statement-export-parallel.ts) and joined between begin() and end().
   */
  readonly independentEntries?: boolean;
  /** Why this statement cannot be written in the format (its currency, its size), or undefined. */
  refusal(summary: StatementSummary): string | undefined;
  writer(summary: StatementSummary): StatementWriter;
  /**
   * The template the writer's entry() renders (statement-entry-template.ts), when it has
   * one: SQLite then builds the text of the entries it can (statement-entry-texts.ts).
   */
  readonly entryTemplate?: EntryTemplate;
}

/** The text of some entries in chunks of about 64 KiB, one row per entry (a part of a statement written by a worker thread). */
export function entryChunks(entries: Iterable<StatementEntry>, writer: StatementWriter): Generator<CsvChunk> {
  function* texts(): Generator<string> {
    for (const entry of entries) yield writer.entry(entry);
  }
  return recordChunks(texts());
}

/** The file's text in chunks: `begin()` with the first entries, one row per entry, `end()` last. */
export function* statementChunks(entries: Iterable<StatementEntry>, writer: StatementWriter): Generator<CsvChunk> {
  function* texts(): Generator<string> {
    for (const entry of entries) yield writer.entry(entry);
  }
  yield* recordChunks(texts(), writer.begin());
  yield { text: writer.end(), rows: 0 };
}

/** ISO 4217 codes are three capital letters; formats built on them cannot carry USDC. */
export function iso4217Refusal(summary: StatementSummary, formatName: string): string | undefined {
  const { currency } = summary.account;
  if (/^[A-Z]{3}$/.test(currency)) return undefined;
  return `${formatName} carries only three-letter ISO 4217 currency codes, and ${summary.account.id} is in ${currency}`;
}
