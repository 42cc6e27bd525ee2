// The Ledger header's count in words.
import { byCount, countOf } from '../../../../shared/count-words';

/** "4,800 entries, newest first"; while a sync adds rows, the count is of the rows so far and says so. */
export function ledgerCountLine(total: number, filtered: boolean, filling: boolean): string {
  const count = `${countOf(total, 'entry', 'entries')}${filtered ? ` ${byCount(total, 'matches', 'match')}` : ''}`;
  return filling ? `${count} so far, newest first: the sync is still adding rows` : `${count}, newest first`;
}
