// The header of a timestamp column says its time zone: every CSV timestamp is written in
// UTC (`createdAt (UTC)`). Its own module: the ledger export's worker loads it.

/** The time zone every timestamp column is written in, named in its header. */
export const TIMESTAMP_ZONE = 'UTC';

/** `<name> (UTC)`: the header of a timestamp column. */
export function timestampHeader(name: string): string {
  return `${name} (${TIMESTAMP_ZONE})`;
}
