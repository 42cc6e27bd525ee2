// What to fix after a refused setup call: the step to go back to, in this window's words;
// the same code means different things at different steps.
import { describe, expect, it } from 'vitest';
import type { PlainError } from '../../../../shared/ipc';
import { whatToFix } from '../../../../renderer/src/screens/settings/connection-hints';

const error = (kind: PlainError['kind'], code: string, requestId?: string): PlainError => ({ kind, code, message: 'm', retryable: false, ...(requestId === undefined ? {} : { requestId }) });

describe('whatToFix', () => {
  it('an unknown API key from the server sends the person to steps 3 and 4', () => {
    expect(whatToFix(error('refused', 'invalid_api_key', 'req_1'), 'production', 'test')).toBe(
      'The server does not know this API key. Check that it is the Production key issued for the public key in step 3, set it again in step 4, then test again.',
    );
  });
  it('a malformed API key at step 4 says how the key looks', () => {
    expect(whatToFix(error('input', 'invalid_api_key'), 'sandbox', 'apiKey')).toContain('(sk_sandbox_…)');
  });
  it('no answer at all points at the base URL and the network', () => {
    expect(whatToFix(error('offline', 'connection_refused'), 'production', 'test')).toMatch(/^The server did not answer\. Check the base URL in step 1/);
  });
  it.each([
    ['invalid_signature', /register the public key shown in step 3/],
    ['timestamp_out_of_range', /clock/],
    ['key_revoked', /revoked/],
    ['missing_api_key', /step 4/],
    ['missing_signing_key', /step 2/],
    ['insecure_base_url', /step 1/],
    ['route_not_found', /ending in \/v1/],
  ])('%s', (code, hint) => {
    expect(whatToFix(error('refused', code), 'production', 'test')).toMatch(hint);
  });
  it('a locked keychain says to unlock it, whatever the step', () => {
    expect(whatToFix(error('keychain_unavailable', 'keychain_unavailable'), 'production', 'key')).toMatch(/^Unlock/);
  });
  it('a server failure mentions the request id only when there is one', () => {
    expect(whatToFix(error('failed', 'internal_error', 'req_1'), 'production', 'test')).toContain('request id');
    expect(whatToFix(error('failed', 'internal_error'), 'production', 'test')).not.toContain('request id');
  });
});
