// The API key's form, one rule for the Settings form and main's keys.setApiKey handler:
// the environment's prefix, at least 16 characters after it, no whitespace, printable
// ASCII, a bound on length; the message says what to fix and never repeats the key.
import { describe, expect, it } from 'vitest';
import { API_KEY_MIN_SECRET_LENGTH, apiKeyProblem } from '../../../shared/api-key-rule';

const secret = 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6';

describe('apiKeyProblem', () => {
  it('accepts a key of the environment with its prefix, surrounding whitespace ignored', () => {
    expect(apiKeyProblem(`sk_live_${secret}`, 'production')).toBeNull();
    expect(apiKeyProblem(`  sk_sandbox_${secret}\n`, 'sandbox')).toBeNull();
    expect(apiKeyProblem(`sk_live_${'x'.repeat(API_KEY_MIN_SECRET_LENGTH)}`, 'production')).toBeNull();
  });

  it('refuses what the window was seen to accept or clear: a word, a short live key, the other environment', () => {
    expect(apiKeyProblem('hello', 'production')).toBe('This does not look like a production API key: production API keys start with "sk_live_".');
    expect(apiKeyProblem('sk_live_short', 'production')).toBe('This key has 5 characters after "sk_live_"; an API key has at least 16: paste the whole key.');
    expect(apiKeyProblem(`sk_live_${'x'.repeat(API_KEY_MIN_SECRET_LENGTH - 1)}`, 'production')).toMatch(/15 characters after/);
    expect(apiKeyProblem(`sk_sandbox_${secret}`, 'production')).toMatch(/^This is a sandbox API key .*needs a key that starts with "sk_live_"/);
    expect(apiKeyProblem(`sk_live_${secret}`, 'sandbox')).toMatch(/^This is a production API key/);
    expect(apiKeyProblem('sk_test_abc123', 'sandbox')).toMatch(/start with "sk_sandbox_"/);
  });

  it('refuses blanks, inner whitespace, characters no header can carry and pasted files', () => {
    expect(apiKeyProblem('   ', 'sandbox')).toBe('Paste the API key the provider gave you.');
    expect(apiKeyProblem(`sk_sandbox_${secret.slice(0, 10)} ${secret.slice(10)}`, 'sandbox')).toMatch(/spaces or line breaks/);
    expect(apiKeyProblem(`sk_sandbox_${secret}é`, 'sandbox')).toMatch(/printable ASCII/);
    expect(apiKeyProblem(`sk_sandbox_${'x'.repeat(2000)}`, 'sandbox')).toMatch(/2,011 characters long/);
  });

  it('never repeats the key in its message', () => {
    for (const key of [`sk_sandbox_${secret}`, `sk_live_${secret.slice(0, 6)}`, `${secret} tail`]) {
      expect(apiKeyProblem(key, 'production') ?? '').not.toContain(secret.slice(0, 6));
    }
  });
});
