// An error body's text is bounded before it becomes a message (journaled and shown), and
// secrets are redacted before the cut, so none is left half-visible at the edge.
import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse, MAX_SERVER_FIELD_ERRORS, MAX_SERVER_TEXT_LENGTH } from '../../../electron/api/error-response';

const SECRET = 'sk_test_0123456789abcdefghij';

function errorWith(message: string, fields: unknown[] = []) {
  const bodyText = JSON.stringify({ error: { type: 'invalid_request_error', code: 'validation_failed', message, status: 400, requestId: 'req_1', retryable: false, fields } });
  return apiErrorFromResponse({ status: 400, bodyText, headerRequestId: undefined, replayed: false, secrets: [SECRET] });
}

describe('error bodies from the server', () => {
  it('a long message is cut to a bound, saying how much was left out', () => {
    const error = errorWith('m'.repeat(100_000));
    expect(error.message.length).toBeLessThan(MAX_SERVER_TEXT_LENGTH + 100);
    expect(error.message).toMatch(/… \(98000 more characters\)$/);
  });

  it('a secret across the cut is redacted, never half shown', () => {
    const error = errorWith(`${'m'.repeat(MAX_SERVER_TEXT_LENGTH - 10)}${SECRET}${'m'.repeat(100)}`);
    expect(error.message).not.toContain(SECRET.slice(0, 10));
  });

  it('keeps at most a bounded number of field errors, each bounded, and drops anything nested in them', () => {
    const fields = Array.from({ length: 500 }, (_, i) => ({ field: `f${i}`, message: 'x'.repeat(5_000), extra: { deep: [[[[]]]] } }));
    const error = errorWith('invalid', fields);
    expect(error.fields).toHaveLength(MAX_SERVER_FIELD_ERRORS);
    expect(error.fields[0]?.message.length).toBeLessThan(MAX_SERVER_TEXT_LENGTH + 100);
    expect(Object.keys(error.fields[0] ?? {})).toEqual(['field', 'message']);
  });
});
