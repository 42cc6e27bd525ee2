// How often an outbox entry was sent, said so that it agrees with the Audit: the outbox
// counts sends (what it stores: `attempts`, one per send started), and the API client
// tries each send up to its retry policy's attempts at once (a 5xx, a reset, a timeout),
// each try a request of the audit trail. So one send can be five rows in the Audit.
import { DEFAULT_RETRY_OPTIONS } from '../api';
import { byCount, countOf } from '../../shared/count-words';

/** "Not sent yet", "1 send (up to 5 tries in it; the Audit lists each try)". */
export function sendsInWords(sends: number, triesPerSend: number = DEFAULT_RETRY_OPTIONS.maxAttempts): string {
  if (sends === 0) return 'Not sent yet';
  const tries = triesPerSend === 1 ? 'one try each' : `up to ${countOf(triesPerSend, 'try', 'tries')} in ${byCount(sends, 'it', 'each')}`;
  return `${countOf(sends, 'send', 'sends')} (${tries}; the Audit lists each try)`;
}
