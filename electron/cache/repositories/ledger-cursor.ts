// Window cursors: a position in the ledger's order (createdAt, id), opaque to callers.
// A cursor names a position, not a query, so it stays valid when filters change and
// when rows are added: reading from it never skips or repeats a row.
import { CacheError } from '../cache-errors';

export interface LedgerPosition {
  readonly createdUs: number;
  readonly id: string;
}

const VERSION = 1;

export function encodeCursor(position: LedgerPosition): string {
  return Buffer.from(JSON.stringify([VERSION, position.createdUs, position.id]), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): LedgerPosition {
  const invalid = (): never => {
    throw new CacheError('invalid_cursor', 'the ledger cursor is not one this cache produced');
  };
  if (typeof cursor !== 'string' || cursor.length === 0 || cursor.length > 400 || !/^[A-Za-z0-9_-]+$/.test(cursor)) invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return invalid();
  const [version, createdUs, id] = parsed as unknown[];
  if (version !== VERSION || typeof createdUs !== 'number' || !Number.isSafeInteger(createdUs) || typeof id !== 'string' || id.length === 0) {
    return invalid();
  }
  return { createdUs, id };
}
