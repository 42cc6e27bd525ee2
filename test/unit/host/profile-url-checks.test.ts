// A base URL that a URL parser would silently rewrite is refused before it is stored,
// with a message that says what to fix: `https://evil.example\@api.example.com/v1` is
// read as host evil.example, surrounding whitespace is trimmed, credentials, queries and
// fragments have no place in it. https stays required for production, plain http only
// for a sandbox on loopback. Through `treasury env set-url` too: nothing is stored.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { checkProfileUrl, ProfileError } from '../../../electron/host/environment-profiles';
import type { SecretStore } from '../../../electron/secrets';

const work = mkdtempSync(join(tmpdir(), 'profile-url-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function refusal(environment: 'sandbox' | 'production', url: string): string {
  try {
    checkProfileUrl(environment, url);
  } catch (error) {
    expect(error).toBeInstanceOf(ProfileError);
    return (error as Error).message;
  }
  throw new Error(`${JSON.stringify(url)} was accepted`);
}

describe('checkProfileUrl', () => {
  it('refuses a backslash (the WHATWG parser reads it as "/", so the host would be evil.example)', () => {
    expect(new URL('https://evil.example\\@api.example.com/v1').hostname).toBe('evil.example'); // why
    for (const url of ['https://evil.example\\@api.example.com/v1', 'https://api.example.com\\v1', 'http://127.0.0.1:4010\\v1']) {
      expect(refusal('production', url)).toMatch(/backslash.*forward slashes only/);
    }
  });

  it('refuses surrounding or inner whitespace and invisible characters, saying where', () => {
    expect(refusal('production', ' https://api.example.com/v1')).toMatch(/whitespace \(at character 1\).*remove it/);
    expect(refusal('production', 'https://api.example.com/v1\n')).toMatch(/whitespace \(at character 27\)/);
    expect(refusal('production', 'https://api.example.com/v1\t')).toMatch(/whitespace/);
    expect(refusal('production', 'https://api.exa mple.com/v1')).toMatch(/whitespace/);
    expect(refusal('production', 'https://api.example.com/\u200bv1')).toMatch(/invisible character/);
    expect(refusal('production', 'https://api.example.com\u0000/v1')).toMatch(/invisible character/);
  });

  it('refuses credentials (user:password@), without repeating them', () => {
    for (const url of ['https://user:secret-password@api.example.com/v1', 'https://user@api.example.com/v1', 'https://:secret-password@api.example.com/v1', 'http://a@127.0.0.1:4010/v1']) {
      const message = refusal('sandbox', url);
      expect(message).toMatch(/user name or password.*remove it/);
      expect(message).not.toContain('secret-password');
    }
  });

  it('refuses a query and a fragment', () => {
    expect(refusal('production', 'https://api.example.com/v1?debug=1')).toMatch(/query string.*remove it/);
    expect(refusal('production', 'https://api.example.com/v1?')).toMatch(/query string/);
    expect(refusal('production', 'https://api.example.com/v1#top')).toMatch(/fragment.*remove it/);
    expect(refusal('production', 'https://api.example.com/v1#')).toMatch(/fragment/);
  });

  it('keeps https required for production and http for a loopback sandbox only', () => {
    expect(refusal('production', 'http://127.0.0.1:4010/v1')).toMatch(/https/);
    expect(refusal('sandbox', 'http://sandbox.example.com/v1')).toMatch(/only for a sandbox on this computer/);
    expect(checkProfileUrl('production', 'https://api.example.com/v1')).toBe('https://api.example.com/v1');
    expect(checkProfileUrl('sandbox', 'http://127.0.0.1:4010/v1')).toBe('http://127.0.0.1:4010/v1');
    expect(checkProfileUrl('sandbox', 'http://[::1]:4010/v1')).toBe('http://[::1]:4010/v1');
    expect(checkProfileUrl('sandbox', 'http://localhost:4010/v1')).toBe('http://localhost:4010/v1');
    expect(checkProfileUrl('production', 'https://api.example.com/base/@team/v1')).toBe('https://api.example.com/base/@team/v1');
  });
});

describe('treasury env set-url', () => {
  const noKeychain = (): SecretStore => {
    throw new Error('no keychain in this test');
  };
  const run = async (args: string[]) => {
    let out = '';
    let err = '';
    const code = await runCli(['--data-dir', join(work, 'data'), ...args], { out: (t) => { out += t; }, err: (t) => { err += t; }, readStdin: async () => '' }, { secretStoreFor: noKeychain });
    return { code, out, err };
  };

  it('refuses each with exit 2 and stores nothing', async () => {
    for (const url of ['https://evil.example\\@api.example.com/v1', ' https://api.example.com/v1 ', 'https://u:p@api.example.com/v1', 'https://api.example.com/v1?x=1', 'https://api.example.com/v1#f']) {
      const run1 = await run(['env', 'set-url', 'production', url]);
      expect(run1.code, url).toBe(2);
      expect(run1.err).toMatch(/^treasury: The base URL (contains|has) .*(remove it|forward slashes only).*\n$/);
    }
    expect(existsSync(join(work, 'data', 'environments.json'))).toBe(false);
    const stored = await run(['env', 'set-url', 'production', 'https://api.example.com/v1']);
    expect(stored.code, stored.err).toBe(0);
    expect(JSON.parse(readFileSync(join(work, 'data', 'environments.json'), 'utf8')).production.baseUrl).toBe('https://api.example.com/v1');
  });
});
