// Server text that names accounts by id ("Transfer to acc_9f…") read with the account's
// name where this window knows it: the name in place of the id, the id on hover (in a
// list's cell) or beside it as a copyable identifier (`withIds`, in a detail panel, as
// AccountRef shows an account there). An id whose account is not known stays as it is.
import { Identifier } from './identifier';
import type { AccountsById } from './account-names';

const ACCOUNT_ID = /\bacc_[A-Za-z0-9]+/g;

export type TextPart = string | { readonly id: string; readonly name: string };

/** `text` cut into plain parts and the known accounts' ids with their names. */
export function nameAccountIds(text: string, accounts: AccountsById): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(ACCOUNT_ID)) {
    const name = accounts.get(match[0])?.accountName ?? null;
    if (name === null) continue;
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push({ id: match[0], name });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

export function WithAccountNames({ text, accounts, withIds = false }: { text: string; accounts: AccountsById; withIds?: boolean }) {
  return (
    <>
      {nameAccountIds(text, accounts).map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : withIds ? (
          <span key={index} className="record-ref">
            <bdi className="account-named">{part.name}</bdi>
            <Identifier value={part.id} />
          </span>
        ) : (
          <bdi key={index} className="account-named" title={part.id}>
            {part.name}
          </bdi>
        ),
      )}
    </>
  );
}
