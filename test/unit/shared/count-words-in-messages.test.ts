// Every message that counts something says it with shared/count-words.ts: one thing in
// the singular (its verb and pronoun agreeing), two in the plural. Each message that
// carries a count is checked at 1 and at 2 here or beside its module's own tests
// (export-plans, outbox-decisions, window-words, money-review-texts).
import { describe, expect, it } from 'vitest';
import { apiKeyProblem } from '../../../shared/api-key-rule';
import { tooManyDecimalsError } from '../../../shared/money/money-errors';
import { ageText } from '../../../electron/pre-send-checks/check-text';
import { AuditWriteError } from '../../../electron/audit';
import { asOfNote, goneNote } from '../../../electron/cli/commands/list-format';
import type { CommandContext } from '../../../electron/cli/command-spec';
import { sendsInWords } from '../../../electron/ipc/outbox-sends-words';
import { onboardingExtrasText } from '../../../electron/write-flows/onboarding';
import { withLedgerLines } from '../../../electron/ipc/outbox-evidence';

/** A command context whose standard error is kept: the list notes write only there. */
function errOnly(): { ctx: CommandContext; err: () => string } {
  let err = '';
  const ctx = { io: { out: () => undefined, err: (text: string) => { err += text; }, readStdin: async () => '' } } as unknown as CommandContext;
  return { ctx, err: () => err };
}

describe('counts in messages', () => {
  it('too many decimals: "1 decimal", "2 decimals"', () => {
    expect(tooManyDecimalsError('1.5', 1, 0, 'JPY').message).toBe('"1.5" has 1 decimal; JPY is written without decimals.');
    expect(tooManyDecimalsError('1.55', 2, 0).message).toBe('"1.55" has 2 decimals; no decimals are allowed.');
  });

  it('a short API key: "1 character", "2 characters"', () => {
    expect(apiKeyProblem('sk_sandbox_a', 'sandbox')).toContain('This key has 1 character after "sk_sandbox_"');
    expect(apiKeyProblem('sk_sandbox_ab', 'sandbox')).toContain('This key has 2 characters after "sk_sandbox_"');
  });

  it('how long ago: "1 minute", "2 minutes", "1 hour", "2 hours", "2 days"', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const before = (ms: number) => new Date(now.getTime() - ms);
    expect(ageText(before(60_000), now)).toBe('1 minute ago');
    expect(ageText(before(120_000), now)).toBe('2 minutes ago');
    expect(ageText(before(3_600_000), now)).toBe('1 hour ago');
    expect(ageText(before(7_200_000), now)).toBe('2 hours ago');
    expect(ageText(before(48 * 3_600_000), now)).toBe('2 days ago');
  });

  it('the audit trail not written: "1 request record is", "2 request records are"', () => {
    const full = Object.assign(new Error('disk full'), { code: 'SQLITE_FULL' });
    expect(new AuditWriteError(1, full).message).toContain('(SQLITE_FULL: disk full). 1 request record is kept in memory');
    expect(new AuditWriteError(2, full).message).toContain('(SQLITE_FULL: disk full). 2 request records are kept in memory');
  });

  it('the CLI\'s notes under a list: "1 payment", "2 payments", "1 counterparty is", "2 counterparties are"', () => {
    const one = errOnly();
    asOfNote(one.ctx, 1, ['payment', 'payments'], false, null);
    goneNote(one.ctx, 1, ['counterparty', 'counterparties']);
    expect(one.err()).toMatch(/^1 payment; as of the last sync: never/);
    expect(one.err()).toContain('\n1 counterparty is no longer on the server');
    const two = errOnly();
    asOfNote(two.ctx, 2, ['payment', 'payments'], true, '2026-11-28T10:00:00Z');
    goneNote(two.ctx, 2, ['counterparty', 'counterparties']);
    expect(two.err()).toMatch(/^2 payments \(more: narrow the filters or raise --limit\); as of the last sync: 2026-11-28T10:00:00Z/);
    expect(two.err()).toContain('\n2 counterparties are no longer on the server');
  });

  it('an outbox entry\'s sends: "1 send", "2 sends", "up to 2 tries in it"', () => {
    expect(sendsInWords(1)).toBe('1 send (up to 5 tries in it; the Audit lists each try)');
    expect(sendsInWords(2)).toBe('2 sends (up to 5 tries in each; the Audit lists each try)');
    expect(sendsInWords(1, 2)).toBe('1 send (up to 2 tries in it; the Audit lists each try)');
  });

  it('an outbox entry\'s evidence: the ledger has 1 line, 2 lines, or is not mentioned', () => {
    expect(withLedgerLines('Found.', 1)).toBe('Found. The ledger has 1 line for it.');
    expect(withLedgerLines('Found.', 2)).toBe('Found. The ledger has 2 lines for it.');
    expect(withLedgerLines('Found.', 0)).toBe('Found.');
  });

  it('an onboarding\'s relationships and documents: 1 and 2 of each', () => {
    expect(onboardingExtrasText({ relationships: [{}], documentIds: ['doc_1'], autoSubmit: true })).toBe('1 relationship, 1 document, submitted for review');
    expect(onboardingExtrasText({ relationships: [{}, {}], documentIds: ['doc_1', 'doc_2'] })).toBe('2 relationships, 2 documents, not submitted for review yet');
  });
});
