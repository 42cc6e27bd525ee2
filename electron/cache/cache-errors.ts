// Errors the cache raises on purpose. Messages name paths, versions and ids, never
// row contents beyond an id, and never anything secret (the cache holds no secrets).

export type CacheErrorCode =
  | 'environment_mismatch'
  | 'schema_too_new'
  | 'invalid_migrations'
  | 'invalid_item'
  | 'invalid_query'
  | 'invalid_cursor'
  | 'closed';

export class CacheError extends Error {
  override readonly name = 'CacheError';
  constructor(
    readonly code: CacheErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function isCacheError(error: unknown, code?: CacheErrorCode): error is CacheError {
  return error instanceof CacheError && (code === undefined || error.code === code);
}
