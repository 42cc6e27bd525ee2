// Errors the cache raises on purpose. Messages name paths, versions and ids, never
// row contents beyond an id, and never anything secret (the cache holds no secrets).
import { TreasuryError, type PerAudience, type TreasuryErrorKind } from '../../shared/errors';

export type CacheErrorCode =
  | 'environment_mismatch'
  | 'schema_too_new'
  | 'invalid_migrations'
  | 'invalid_item'
  | 'invalid_query'
  | 'invalid_cursor'
  | 'closed'
  /** The cache file is not a database or is malformed: rebuild it (rebuildCache). */
  | 'cache_damaged'
  /** Moving a damaged cache aside or creating the new one failed. */
  | 'rebuild_failed';

const CACHE_ERROR_KIND: Record<CacheErrorCode, TreasuryErrorKind> = {
  environment_mismatch: 'conflict',
  schema_too_new: 'conflict',
  invalid_migrations: 'internal',
  invalid_item: 'failed',
  invalid_query: 'internal',
  invalid_cursor: 'internal',
  closed: 'internal',
  cache_damaged: 'damaged',
  rebuild_failed: 'failed',
};

export class CacheError extends TreasuryError {
  override readonly name = 'CacheError';
  constructor(
    readonly code: CacheErrorCode,
    message: string,
    remedy?: PerAudience,
  ) {
    super(message, { remedy });
  }

  get kind(): TreasuryErrorKind {
    return CACHE_ERROR_KIND[this.code];
  }
}

export function isCacheError(error: unknown, code?: CacheErrorCode): error is CacheError {
  return error instanceof CacheError && (code === undefined || error.code === code);
}

/** The cache file at `path` is damaged; the cache only holds copies of server data, so it can be rebuilt. */
export function cacheDamagedError(path: string, reason: string, cause?: unknown): CacheError {
  const error = new CacheError(
    'cache_damaged',
    `The cache file ${path} is damaged (${reason}). It only holds copies of server data and can be rebuilt.`,
    {
      cli: 'Run `treasury cache rebuild` (the damaged file is kept aside), then sync to fill it again.',
      window: 'This window cannot rebuild it: quit the app, move the file out of its folder (keep it if you want to look at it later), then open the app again and sync: a new, empty cache is made and filled.',
    },
  );
  if (cause !== undefined) Object.defineProperty(error, 'cause', { value: cause, enumerable: false });
  return error;
}
