// Window cursors: a position in the ledger's order (createdAt, posting order), opaque
// to callers. The posting order is the row's rowid (003-ledger-posting-order.ts). A
// cursor names a position, not a query, so it stays valid when filters change and when
// rows are added: reading from it never skips or repeats a row.
import { CacheError } from '../cache-errors';

export interface LedgerPosition {
  readonly createdUs: number;
  /** The row's rowid: its place among entries created at the same instant (0: before all of them). */
  readonly seq: number;
}

/** 2: (createdUs, rowid). Version 1 cursors named (createdUs, id), an order the cache no longer uses. */
const VERSION = 2;

export function encodeCursor(position: LedgerPosition): string {
  return Buffer.from(JSON.stringify([VERSION, position.createdUs, position.seq]), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): LedgerPosition {
  const invalid = (): never => {
    throw new CacheError('invalid_cursor', 'the ledger cursor is not one this cache produced; read the ledger again from its newest or oldest end');
  };
  if (typeof cursor !== 'string' || cursor.length === 0 || cursor.length > 400 || !/^[A-Za-z0-9_-]+$/.test(cursor)) invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return invalid();
  const [version, createdUs, seq] = parsed as unknown[];
  if (version !== VERSION || typeof createdUs !== 'number' || !Number.isSafeInteger(createdUs) || typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 1) {
    return invalid();
  }
  return { createdUs, seq };
}
