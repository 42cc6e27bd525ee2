// The base URL rule (shared/base-url-rule.ts): what the window refuses before calling
// environment.setBaseUrl, with a message that says what to fix; and what it lets
// through. Main's checkProfileUrl applies the same rule, so it refuses with the same words.
import { describe, expect, it } from 'vitest';
import { checkProfileUrl } from '../../../electron/host/environment-profiles';
import { baseUrlFormSchema, baseUrlProblem } from '../../../shared/base-url-rule';

describe('baseUrlProblem', () => {
  it.each([
    ['production', 'https://api.example.com/v1'],
    ['production', 'https://api.example.com:8443/payments/v1'],
    ['sandbox', 'https://sandbox.example.com/v1'],
    ['sandbox', 'http://127.0.0.1:4010/v1'],
    ['sandbox', 'http://localhost:4010/v1'],
    ['sandbox', 'http://[::1]:4010/v1'],
    ['sandbox', 'http://127.0.0.2:4010/v1'],
  ] as const)('%s accepts %s', (environment, url) => {
    expect(baseUrlProblem(environment, url)).toBeNull();
  });

  it.each([
    ['production', '', /^Enter the server's base URL/],
    ['production', 'http://api.example.com/v1', /^Production needs https: change http:\/\/ to https:\/\//],
    ['production', 'http://127.0.0.1:4010/v1', /^Production needs https/],
    ['sandbox', 'http://sandbox.example.com/v1', /allowed only for a sandbox on this computer/],
    ['production', 'ftp://api.example.com/v1', /must start with https:\/\//],
    ['production', 'api.example.com/v1', /not a complete URL/],
    ['production', 'embedded', /not a complete URL/],
    ['production', ' https://api.example.com/v1', /whitespace.*remove it/],
    ['production', 'https://api.example.com/v1\n', /whitespace.*remove it/],
    ['production', 'https://evil.example\\@api.example.com/v1', /backslash/],
    ['production', 'https://user:pw@api.example.com/v1', /user name or password/],
    ['production', 'https://api.example.com/v1?x=1', /query string/],
    ['production', 'https://api.example.com/v1#top', /fragment/],
    ['production', 'https://api.example.com/v1/', /Remove the slash at the end/],
    ['production', 'https://api.example.com', /must end in the API version \/v1/],
    ['production', 'https://api.example.com/v2', /must end in the API version \/v1/],
  ] as const)('%s refuses %j', (environment, url, message) => {
    expect(baseUrlProblem(environment, url)).toMatch(message);
  });
});

describe('baseUrlFormSchema', () => {
  it('puts the problem on the baseUrl field', () => {
    const result = baseUrlFormSchema('production').safeParse({ baseUrl: 'http://api.example.com/v1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['baseUrl', 'Production needs https: change http:// to https:// (plain http would send your requests unencrypted).'],
    ]);
  });
  it('passes a good URL through unchanged', () => {
    expect(baseUrlFormSchema('production').parse({ baseUrl: 'https://api.example.com/v1' })).toEqual({ baseUrl: 'https://api.example.com/v1' });
  });
});

describe('main applies the same rule', () => {
  it.each([
    ['production', 'http://api.example.com/v1'],
    ['sandbox', 'http://sandbox.example.com/v1'],
    ['production', 'https://evil.example\\@api.example.com/v1'],
    ['production', ' https://api.example.com/v1'],
    ['production', 'https://api.example.com/v1/'],
    ['production', 'https://api.example.com/v2'],
  ] as const)('%s refuses %j with the window\'s message', (environment, url) => {
    const problem = baseUrlProblem(environment, url);
    expect(problem).not.toBeNull();
    expect(() => checkProfileUrl(environment, url)).toThrow(problem as string);
  });
  it('accepts what the window accepts', () => {
    expect(baseUrlProblem('sandbox', 'http://[::1]:4010/v1')).toBeNull();
    expect(checkProfileUrl('sandbox', 'http://[::1]:4010/v1')).toBe('http://[::1]:4010/v1');
  });
});
