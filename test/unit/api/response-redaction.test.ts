// The redaction of a successful answer's body (response-redaction.ts): a body with no form of
// the secrets is the parsed value itself, untouched ("Bearer" is a word in data); a form in a
// string, an object key or behind JSON escapes is replaced; a body nested far deeper than a
// recursive walk could go is walked without overflowing; a key JSON.parse made an own
// property (__proto__) stays one.
import { describe, expect, it } from 'vitest';
import { redactSecretsInBody } from '../../../electron/api/response-redaction';
import { REDACTED } from '../../../electron/api/secret-redaction';

const KEY = 'sk_sandbox_Zq7Rw2Kp9Lm4Xv8Tn3Bd6Hc1';
const redact = (text: string): unknown => redactSecretsInBody(JSON.parse(text), text, [KEY]);

describe('redactSecretsInBody', () => {
  it('returns a body that holds no form of the secrets as parsed, bearer words and all', () => {
    const text = JSON.stringify({ items: [{ description: 'Bearer bonds, coupon 4.5 %', name: 'Acme \u05e9\u05dc\u05d5\u05dd' }] });
    const parsed = JSON.parse(text) as unknown;
    expect(redactSecretsInBody(parsed, text, [KEY])).toBe(parsed);
    expect(redact(text)).toEqual(parsed);
  });

  it('replaces the key in strings at any depth and in object keys', () => {
    const body = redact(JSON.stringify({ items: [{ name: `Acme ${KEY}`, metadata: { [KEY]: 'x', note: [`hex ${Buffer.from(KEY).toString('hex')}`] } }] }));
    expect(body).toEqual({ items: [{ name: `Acme ${REDACTED}`, metadata: { [REDACTED]: 'x', note: [`hex ${REDACTED}`] } }] });
  });

  it('finds the key spelled with JSON escapes that the text does not show', () => {
    const escaped = [...KEY].map((ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
    expect(`{"name":"${escaped}"}`).not.toContain(KEY);
    expect(redact(`{"name":"Acme ${escaped}"}`)).toEqual({ name: `Acme ${REDACTED}` });
    expect(redact(`"${escaped}"`)).toBe(REDACTED);
  });

  it('walks a body nested 100,000 deep without overflowing the stack', () => {
    const depth = 100_000;
    const text = `${'['.repeat(depth)}"\\u0041 ${KEY}"${']'.repeat(depth)}`;
    let inner = redact(text);
    for (let level = 0; level < depth; level += 1) inner = (inner as unknown[])[0];
    expect(inner).toBe(`A ${REDACTED}`);
  });

  it('keeps a __proto__ key an own property with its value redacted', () => {
    const body = redact(`{"__proto__":{"name":"${KEY}"}}`) as Record<string, unknown>;
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(body, '__proto__')?.value).toEqual({ name: REDACTED });
  });
});
