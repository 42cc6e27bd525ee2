import { describe, expect, it } from 'vitest';
import { CanonicalJsonError, canonicalJson } from '../../../electron/audit';

describe('canonicalJson', () => {
  it('sorts keys at every depth, drops undefined properties and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: true, y: null }], c: 'x' }, u: undefined })).toBe('{"a":{"c":"x","d":[3,{"y":null,"z":true}]},"b":1}');
    expect(canonicalJson([undefined, 'é\n"'])).toBe('[null,"é\\n\\""]');
  });

  it('gives the same text for the same data, whatever the key order', () => {
    expect(canonicalJson({ x: 1, y: { p: 1, q: 2 } })).toBe(canonicalJson({ y: { q: 2, p: 1 }, x: 1 }));
  });

  it('refuses what JSON cannot hold faithfully', () => {
    expect(() => canonicalJson({ n: Number.NaN })).toThrow(CanonicalJsonError);
    expect(() => canonicalJson({ n: 10n })).toThrow(/bigint/);
    expect(() => canonicalJson({ d: new Date(0) })).toThrow(/plain object/);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(CanonicalJsonError);
  });
});
