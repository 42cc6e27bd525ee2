// Identifiers a statement file carries (message id, statement id): stable for one account
// and period, unique per file by the time it was made; and ids (a ledger entry's, its
// payment's, the account's) in the fields of fixed length the formats give them.
import { createHash } from 'node:crypto';
import type { StatementSummary } from './statement-model';

/** Eight hex digits naming the account and period (and the time zone). */
export function statementKey(summary: StatementSummary): string {
  const { account, period } = summary;
  return createHash('sha256').update(`${account.id}\n${period.from}\n${period.to}\n${period.timeZone}`).digest('hex').slice(0, 8).toUpperCase();
}

/** `20260131T120000` from the creation time (UTC). */
export function compactStamp(iso: string): string {
  return iso.slice(0, 19).replaceAll('-', '').replaceAll(':', '');
}

/** Crockford's base 32 in lower case: letters and digits every format's character set takes. */
const DIGEST_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
/** 12 base-32 characters: 60 bits of SHA-256. */
export const ID_DIGEST_CHARS = 12;

function digestOf(id: string): string {
  const bytes = createHash('sha256').update(id).digest();
  let bits = 0n;
  for (let i = 0; i < 8; i += 1) bits = (bits << 8n) | BigInt(bytes[i] as number);
  let out = '';
  for (let i = 0; i < ID_DIGEST_CHARS; i += 1) {
    out += DIGEST_ALPHABET[Number(bits & 31n)];
    bits >>= 5n;
  }
  return out;
}

/**
 * `id` in a field of at most `max` characters (max > ID_DIGEST_CHARS). An id that fits and
 * that the format writes as it is, is written so. Otherwise it is written as its first
 * characters (as the format writes them), "-" and 12 characters of the SHA-256 of the
 * whole id, at most `max` in all: the same in every file (an importer matching entries by
 * it finds them again) and different for two ids that only share their beginning, which a
 * plain cut would have made one. `shown` is the id in the format's characters
 * (transliterated) when that differs from the id: such an id carries the digest even when
 * it is short, since two ids can have one transliteration (`pmt_a-b` and `pmt-a_b` are
 * both `pmt-a-b` in MT940). The digest is always of the id itself.
 */
export function fittedId(id: string, max: number, shown: string = id): string {
  if (shown === id && id.length <= max) return id;
  return `${Array.from(shown).slice(0, max - ID_DIGEST_CHARS - 1).join('')}-${digestOf(id)}`;
}
