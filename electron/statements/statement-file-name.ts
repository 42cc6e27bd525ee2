// A statement's file name says what it holds: the account, the period and the format,
// `statement-operating-usd-2026-11-01_2026-11-30-camt053.xml`. The account is its name
// made a file-name word (accents dropped, anything but a-z and 0-9 a dash), or its id when
// its name leaves nothing (a name in another script). A short random tail is added only
// when a file of that name is already there, so a statement never replaces another.
import { randomBytes } from 'node:crypto';
import type { StatementFormatId } from './statement-format';

/** The longest account word in a name. */
const ACCOUNT_WORD_MAX = 40;

/** `Opérations € <EU>` -> `operations-eu`; empty when nothing of the text is a-z or 0-9. */
export function fileNameWord(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').slice(0, ACCOUNT_WORD_MAX).replace(/^-+|-+$/g, '');
}

export interface StatementFileNameParts {
  readonly accountId: string;
  /** The account's name in the cache, when known. */
  readonly accountName?: string | undefined;
  readonly from: string;
  readonly to: string;
  readonly format: StatementFormatId;
  readonly extension: string;
}

/** The file name of a statement; `exists` says whether a name is taken in the folder it goes to. */
export function statementFileName(parts: StatementFileNameParts, exists: (name: string) => boolean, tail: () => string = () => randomBytes(3).toString('hex')): string {
  const account = fileNameWord(parts.accountName ?? '') || fileNameWord(parts.accountId) || 'account';
  const base = `statement-${account}-${fileNameWord(parts.from)}_${fileNameWord(parts.to)}-${parts.format}`;
  let name = `${base}.${parts.extension}`;
  while (exists(name)) name = `${base}-${tail()}.${parts.extension}`;
  return name;
}
