// The Audit screen's What column says a request for people ("Payment sent (open network):
// accepted"), not main's request line ("POST /v1/payments/open → 201 success"): what the
// request did is main's operationWords, the window adds how it ended; other entries, and a
// request whose operation main does not know, keep main's words.
import { describe, expect, it } from 'vitest';
import type { AuditEntryView } from '../../../../shared/ipc';
import { auditWhatInWords } from '../../../../renderer/src/screens/audit/audit-request-words';

function request(method: string, path: string, operationWords: string | null, status: number, outcome: string): AuditEntryView {
  return {
    seq: 1, at: '2026-11-27T06:00:00.000Z', kind: 'request', what: `${method} ${path} → ${status} ${outcome}`, method, path, operation: operationWords === null ? null : 'someOperation', operationWords, status, outcome,
    requestId: 'req_1', idempotencyKey: null, summary: null, hash: 'h', prevHash: 'p',
  };
}

describe('auditWhatInWords', () => {
  it.each([
    [request('POST', '/v1/payments/open', 'Payment sent (open network)', 201, 'success'), 'Payment sent (open network): accepted'],
    [request('POST', '/v1/payments/ach', 'Payment sent (ACH)', 422, 'failed'), 'Payment sent (ACH): refused'],
    [request('GET', '/v1/transactions?limit=100', 'Read the ledger entries', 200, 'success'), 'Read the ledger entries: answered'],
    [request('GET', '/v1/accounts/acc_1/deposit-instructions', 'Read the deposit instructions', 503, 'retrying'), 'Read the deposit instructions: server error, tried again'],
    [request('GET', '/v1/rails', 'Read the payment rails', 0, 'failed'), 'Read the payment rails: no answer'],
    [request('GET', '/v1/rails', 'Read the payment rails', 429, 'retrying'), 'Read the payment rails: too many requests, tried again'],
    [request('PATCH', '/v1/counterparties/cp_1', 'Counterparty changed', 401, 'clock_corrected'), 'Counterparty changed: this computer’s clock was off: sent again'],
  ])('%#: says the request in main\'s words and how it ended', (entry, words) => {
    expect(auditWhatInWords(entry)).toBe(words);
    expect(auditWhatInWords(entry)).not.toMatch(/→|\/v1|POST|GET/);
  });

  it('takes the words from main, not from the path', () => {
    expect(auditWhatInWords(request('GET', '/v1/collections/ach/col_1', 'Read an ACH collection', 200, 'success'))).toBe('Read an ACH collection: answered');
  });

  it("keeps main's line for a request main has no operation for, and for entries that are not requests", () => {
    const unknown = request('DELETE', '/v1/webhooks/subscriptions/wh_1', null, 204, 'success');
    expect(auditWhatInWords(unknown)).toBe(unknown.what);
    const confirmation = { ...unknown, kind: 'confirmation', what: 'Send 5.00 USD to Acme', method: null, path: null };
    expect(auditWhatInWords(confirmation)).toBe('Send 5.00 USD to Acme');
  });
});
