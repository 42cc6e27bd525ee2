// The Audit screen's What column says a request for people ("Payment sent (open network):
// accepted"), not main's request line ("POST /v1/payments/open → 201 success"); other
// entries, and a request whose path it does not know, keep main's words.
import { describe, expect, it } from 'vitest';
import type { AuditEntryView } from '../../../../shared/ipc';
import { auditWhatInWords } from '../../../../renderer/src/screens/audit/audit-request-words';

function request(method: string, path: string, status: number, outcome: string): AuditEntryView {
  return {
    seq: 1, at: '2026-11-27T06:00:00.000Z', kind: 'request', what: `${method} ${path} → ${status} ${outcome}`, method, path, status, outcome,
    requestId: 'req_1', idempotencyKey: null, summary: null, hash: 'h', prevHash: 'p',
  };
}

describe('auditWhatInWords', () => {
  it.each([
    [request('POST', '/v1/payments/open', 201, 'success'), 'Payment sent (open network): accepted'],
    [request('POST', '/v1/payments/ach', 422, 'failed'), 'Payment sent (ACH): refused'],
    [request('POST', '/api/v1/payments/pmt_1/cancel', 200, 'success'), 'Payment cancellation asked for: accepted'],
    [request('GET', '/v1/transactions?limit=100&startingAfter=txn_9', 200, 'success'), 'Read the ledger entries: answered'],
    [request('GET', '/v1/payments/swift/pmt_2', 200, 'success'), 'Read a SWIFT payment: answered'],
    [request('GET', '/v1/accounts/acc_1/deposit-instructions', 503, 'retrying'), 'Read the deposit instructions: server error, tried again'],
    [request('GET', '/v1/rails', 0, 'failed'), 'Read the payment rails: no answer'],
    [request('PATCH', '/v1/counterparties/cp_1', 401, 'clock_corrected'), 'Counterparty changed: this computer’s clock was off: sent again'],
  ])('%#: says the request in words', (entry, words) => {
    expect(auditWhatInWords(entry)).toBe(words);
    expect(auditWhatInWords(entry)).not.toMatch(/→|\/v1|POST|GET/);
  });

  it("keeps main's words for an unknown path and for entries that are not requests", () => {
    const unknown = request('DELETE', '/v1/webhooks/subscriptions/wh_1', 204, 'success');
    expect(auditWhatInWords(unknown)).toBe(unknown.what);
    const confirmation = { ...unknown, kind: 'confirmation', what: 'Send 5.00 USD to Acme', method: null, path: null };
    expect(auditWhatInWords(confirmation)).toBe('Send 5.00 USD to Acme');
  });
});
