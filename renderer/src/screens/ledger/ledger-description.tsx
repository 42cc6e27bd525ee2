// A ledger entry's description in its cell. The server writes it left to right with a name
// in it ("OPEN payment to <name>"); a Hebrew or Arabic name reads from its right end, where
// one ellipsis for the whole cell would cut it, so a reader saw the name's last word. Such
// a description is two parts side by side: the words before the name, and the name onward
// in a box of its own direction, which gives way first and is cut at its own end (its
// left). The whole text stays in the cell's title and in the entry's panel.
import type { ReactNode } from 'react';
import { firstRightToLeft } from '../../../../shared/bidi-isolate';
import { WithAccountNames } from '../../components/account-ids-named';
import type { AccountsById } from '../../components/account-names';

/** The description cut before the word where a right-to-left run starts after left-to-right words; null: one part. */
export function splitAtRightToLeft(text: string): { lead: string; rest: string } | null {
  const at = firstRightToLeft(text);
  if (at <= 0) return null;
  const start = text.lastIndexOf(' ', at) + 1;
  const lead = text.slice(0, start);
  // Only when words read left to right before it (the lead holds no right-to-left letter: it
  // ends before the first one), not when only digits or marks come first.
  if (!/\p{L}/u.test(lead)) return null;
  return { lead, rest: text.slice(start) };
}

/** The description, then `after` (the entry's reference, when the description does not name it). */
export function LedgerDescription({ text, accounts, after }: { text: string; accounts: AccountsById; after?: ReactNode }) {
  const parts = splitAtRightToLeft(text);
  if (parts === null) {
    return (
      <>
        <WithAccountNames text={text} accounts={accounts} />
        {after}
      </>
    );
  }
  return (
    <span className="ledger-description-parts">
      <span className="ledger-description-lead">
        <WithAccountNames text={parts.lead} accounts={accounts} />
      </span>
      <bdi className="ledger-description-rest" dir="auto">
        <WithAccountNames text={parts.rest} accounts={accounts} />
      </bdi>
      {after}
    </span>
  );
}
