// A change of server or credentials refused while outbox entries are unsettled says how many
// in words that agree with the count (shared/count-words.ts): "1 outbox entry ... is" with
// "its" and "it", "2 outbox entries ... are" with "their", "they". Real journals on disk.
import { afterEach, describe, expect, it } from 'vitest';
import { refuseCredentialChange } from '../../../electron/outbox/credentials-guard';
import { assertJournalServer, bindJournalToServer, moveJournalToServer } from '../../../electron/host/journal-server';
import type { Journal } from '../../../electron/journal';
import { cleanUp, journalIn, openPaymentIntent, outboxFor, scriptedCore, tempDataDir } from './outbox-fixtures';

afterEach(cleanUp);

/** A journal bound to the embedded sandbox holding `count` entries that may have reached it, unsettled. */
function withUnsettled(count: number): Journal {
  const journal = journalIn(tempDataDir());
  bindJournalToServer(journal, 'embedded');
  const outbox = outboxFor(journal, scriptedCore([]));
  for (let i = 0; i < count; i += 1) {
    const entry = outbox.enqueue(openPaymentIntent(String(100 + i), `Pay ${i + 1}.00 USD to Northwind Traders`));
    journal.db.prepare("UPDATE outbox SET state = 'sent', attempts = 1, maybe_delivered = 1 WHERE id = ?").run(entry.id);
  }
  return journal;
}

function messageOf(act: () => void): string {
  try {
    act();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('unsettled outbox entries, counted', () => {
  it('a credential change: 1 entry is, its resend; 2 entries are, their resend', () => {
    const one = messageOf(() => refuseCredentialChange(withUnsettled(1), { kind: 'signing_key', action: 'rotate the signing key' }));
    expect(one).toMatch(/^Not done \(rotate the signing key\): 1 outbox entry of the sandbox environment may have reached the server and is not settled\. /);
    expect(one).toContain('would make its resend a new request');
    const two = messageOf(() => refuseCredentialChange(withUnsettled(2), { kind: 'signing_key', action: 'rotate the signing key' }));
    expect(two).toMatch(/^Not done \(rotate the signing key\): 2 outbox entries of the sandbox environment may have reached the server and are not settled\. /);
    expect(two).toContain('would make their resend a new request');
  });

  it('a server change: it was confirmed, it could not be sent; they were, they could not', () => {
    const one = messageOf(() => moveJournalToServer(withUnsettled(1), 'http://127.0.0.1:9/v1', 'change the server'));
    expect(one).toMatch(/^Not done \(change the server\): 1 outbox entry of the sandbox environment may have reached the server and is not settled\. It was confirmed for embedded, .* after the change it could not be sent at all/);
    const two = messageOf(() => moveJournalToServer(withUnsettled(2), 'http://127.0.0.1:9/v1', 'change the server'));
    expect(two).toMatch(/^Not done \(change the server\): 2 outbox entries of the sandbox environment may have reached the server and are not settled\. They were confirmed for embedded, .* after the change they could not be sent at all/);
  });

  it('a server changed elsewhere: 1 unsettled outbox entry was, 2 were', () => {
    expect(messageOf(() => assertJournalServer(withUnsettled(1), 'http://127.0.0.1:9/v1'))).toContain('but 1 unsettled outbox entry was confirmed for embedded');
    expect(messageOf(() => assertJournalServer(withUnsettled(2), 'http://127.0.0.1:9/v1'))).toContain('but 2 unsettled outbox entries were confirmed for embedded');
  });
});
