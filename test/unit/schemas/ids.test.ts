// Identifier patterns (spec 2.1): "a fixed prefix followed by one or more characters
// matching [A-Za-z0-9]", with the prefix table of the spec. The oracle here is written
// from that sentence, plainly (character comparisons, no regular expression), and the
// prefixes are read from the spec text in docs/, so nothing is copied from shared/ids.ts.
// The ids the sandbox mints are checked against the same oracle: prefix, length,
// alphabet, uniqueness over many draws.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../sandbox/store/open-database';
import { Store } from '../../../sandbox/store/store';
import { accountId, ID_PREFIXES, idPattern, idSchema, isId, paymentId, webhookSubscriptionId } from '../../../shared/ids';
import type { IdKind } from '../../../shared/ids';

/** The spec's table, resource name -> prefix, as written in docs/payments-api.md section 2.1. */
const SPEC_TABLE: Record<string, IdKind> = {
  Account: 'account',
  'Account number': 'accountNumber',
  'Blockchain address': 'blockchainAddress',
  Collection: 'collection',
  Conversion: 'conversion',
  Counterparty: 'counterparty',
  Customer: 'customer',
  Document: 'document',
  Entity: 'entity',
  'Entity relationship': 'entityRelationship',
  Onboarding: 'onboarding',
  Payment: 'payment',
  'Payment method': 'paymentMethod',
  'FX quote': 'quote',
  Transaction: 'transaction',
  Transfer: 'transfer',
  'Webhook subscription': 'webhookSubscription',
};

/** `| Resource | \`prefix\` |` rows of the spec's section 2.1. */
function prefixesFromSpec(): Record<IdKind, string> {
  const text = readFileSync(join(process.cwd(), 'docs', 'payments-api.md'), 'utf8');
  const section = text.slice(text.indexOf('### 2.1 Conventions'), text.indexOf('### 2.2'));
  const out: Partial<Record<IdKind, string>> = {};
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const [, resource, prefixCell] = cells;
    if (resource === undefined || prefixCell === undefined || !prefixCell.startsWith('`')) continue;
    const kind = SPEC_TABLE[resource];
    if (kind === undefined) throw new Error(`the spec names a resource this test does not know: ${resource}`);
    out[kind] = prefixCell.slice(1, -1);
  }
  return out as Record<IdKind, string>;
}

const SPEC_PREFIXES = prefixesFromSpec();
const kinds = Object.values(SPEC_TABLE);

/** One character of [A-Za-z0-9], by comparison with the ASCII ranges. */
function isAsciiLetterOrDigit(ch: string): boolean {
  return ch.length === 1 && ((ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9'));
}

/** The spec's sentence: the prefix, then one or more characters of [A-Za-z0-9], nothing else. */
function specSaysIsId(prefix: string, value: unknown): boolean {
  if (typeof value !== 'string' || !value.startsWith(prefix)) return false;
  const body = value.slice(prefix.length);
  if (body.length === 0) return false;
  for (const ch of body) if (!isAsciiLetterOrDigit(ch)) return false;
  return true;
}

const ASCII_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'.split('');
/** Characters next to the alphabet, and lookalikes: what a sloppy pattern would let through. */
const NEAR_ALNUM = ['_', '-', ' ', '.', '/', '@', '[', '`', '{', ':', '\n', '\r', '\t', '\0', 'é', 'ß', 'ａ', '٣', '\u200b', '😀', 'İ'];
const alnumBody = fc.string({ unit: fc.constantFrom(...ASCII_ALNUM), minLength: 1, maxLength: 40 });
/** Mostly [A-Za-z0-9], sometimes a near character, sometimes empty. */
const nearBody = fc.string({ unit: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...ASCII_ALNUM) }, { weight: 1, arbitrary: fc.constantFrom(...NEAR_ALNUM) }), maxLength: 12 });

describe('id prefixes', () => {
  it('are exactly the 17 prefixes of the spec table', () => {
    expect(kinds).toHaveLength(17);
    expect(Object.keys(SPEC_PREFIXES).sort()).toEqual([...kinds].sort());
    expect(ID_PREFIXES).toEqual(SPEC_PREFIXES);
  });

  it('are all distinct, lower-case letters ending in an underscore', () => {
    expect(new Set(Object.values(ID_PREFIXES)).size).toBe(kinds.length);
    for (const prefix of Object.values(ID_PREFIXES)) {
      expect(prefix.endsWith('_')).toBe(true);
      expect([...prefix.slice(0, -1)].every((ch) => ch >= 'a' && ch <= 'z')).toBe(true);
    }
  });
});

describe.each(kinds)('%s ids', (kind) => {
  const prefix = SPEC_PREFIXES[kind];
  const schema = idSchema(kind);

  it('accept the prefix followed by letters and digits', () => {
    for (const id of [`${prefix}1`, `${prefix}a`, `${prefix}Z`, `${prefix}0`, `${prefix}01HZX3Q9AbCdEf`, `${prefix}${'x'.repeat(500)}`]) {
      expect(isId(kind, id)).toBe(true);
      expect(schema.safeParse(id).success).toBe(true);
      expect(idPattern(kind).test(id)).toBe(true);
    }
  });

  it('reject near misses written out by hand', () => {
    const stem = prefix.slice(0, -1);
    const nearMisses = [
      prefix, // no body
      stem, `${stem}123`, `${stem}-123`, `${stem}.123`, // prefix without its underscore
      `${stem.toUpperCase()}_123`, `${stem[0]?.toUpperCase()}${stem.slice(1)}_123`, // case of the prefix
      `x${prefix}123`, ` ${prefix}123`, `\n${prefix}123`, `_${prefix}123`, // something before the prefix
      `${prefix}123 `, `${prefix}123\n`, `${prefix}123\r\n`, `${prefix}123\0`, `${prefix}123\u200b`, // something after the body
      `${prefix}_123`, `${prefix}12_3`, `${prefix}12-3`, `${prefix}12.3`, `${prefix}12 3`, `${prefix}12/3`, `${prefix}%41`, // not [A-Za-z0-9]
      `${prefix}abç`, `${prefix}ａbc`, `${prefix}١٢٣`, `${prefix}😀`, `${prefix}İ`, // letters and digits outside ASCII
      `${prefix}${prefix}`, '123', '',
    ];
    for (const id of nearMisses) {
      expect({ id, isId: isId(kind, id) }).toEqual({ id, isId: false });
      expect({ id, parses: schema.safeParse(id).success }).toEqual({ id, parses: false });
    }
  });

  it("reject every other kind's id", () => {
    for (const other of kinds) {
      if (other === kind) continue;
      expect(isId(kind, `${SPEC_PREFIXES[other]}abc123`)).toBe(false);
    }
  });

  it('reject non-strings', () => {
    for (const value of [undefined, null, 123, 123n, true, { id: `${prefix}1` }, [`${prefix}1`]]) {
      expect(isId(kind, value)).toBe(false);
      expect(schema.safeParse(value).success).toBe(false);
    }
  });

  it('name the expected form in the error', () => {
    const result = schema.safeParse('nope');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(prefix);
  });
});

describe('id patterns against the spec sentence (properties)', () => {
  const schemas = Object.fromEntries(kinds.map((kind) => [kind, idSchema(kind)])) as Record<IdKind, ReturnType<typeof idSchema>>;
  const check = (kind: IdKind, value: string): void => {
    const expected = specSaysIsId(SPEC_PREFIXES[kind], value);
    const judged = { isId: isId(kind, value), parses: schemas[kind].safeParse(value).success, pattern: idPattern(kind).test(value) };
    if (judged.isId !== expected || judged.parses !== expected || judged.pattern !== expected) {
      expect({ kind, value, ...judged }).toEqual({ kind, value, isId: expected, parses: expected, pattern: expected });
    }
  };

  it('the prefix and any [A-Za-z0-9] body is an id of that kind and of no other', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), alnumBody, (kind, body) => {
        const id = `${SPEC_PREFIXES[kind]}${body}`;
        expect(specSaysIsId(SPEC_PREFIXES[kind], id)).toBe(true);
        check(kind, id);
        expect(kinds.filter((k) => isId(k, id))).toEqual([kind]);
      }),
      { numRuns: 500 },
    );
  });

  it('a prefix and a body with near characters is judged as the spec says', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.constantFrom(...kinds), nearBody, (kind, prefixKind, body) => {
        check(kind, `${SPEC_PREFIXES[prefixKind]}${body}`);
      }),
      { numRuns: 1500 },
    );
  });

  it('any string at all is judged as the spec says', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })), (kind, value) => {
        check(kind, value);
      }),
      { numRuns: 600 },
    );
  });

  it('the exported per-kind schemas use their own prefix', () => {
    expect(paymentId.safeParse('pmt_1').success).toBe(true);
    expect(paymentId.safeParse('pm_1').success).toBe(false);
    expect(accountId.safeParse('acc_1').success).toBe(true);
    expect(accountId.safeParse('an_1').success).toBe(false);
    expect(webhookSubscriptionId.safeParse('wsub_1').success).toBe(true);
    expect(webhookSubscriptionId.safeParse('sub_1').success).toBe(false);
  });
});

describe('ids the sandbox mints', () => {
  const store = new Store(openDatabase(undefined));
  afterAll(() => store.close());
  const BODY_LENGTH = 24;

  const expectWellFormed = (kind: IdKind, id: string): void => {
    const prefix = SPEC_PREFIXES[kind];
    const facts = {
      prefixed: id.startsWith(prefix),
      length: id.length,
      outsideAlphabet: [...id.slice(prefix.length)].filter((ch) => !isAsciiLetterOrDigit(ch)),
      specSaysId: specSaysIsId(prefix, id),
      acceptedAs: kinds.filter((k) => isId(k, id)),
    };
    const expected = { prefixed: true, length: prefix.length + BODY_LENGTH, outsideAlphabet: [], specSaysId: true, acceptedAs: [kind] };
    if (JSON.stringify(facts) !== JSON.stringify(expected)) expect({ id, ...facts }).toEqual({ id, ...expected });
  };

  it('have the prefix, 24 characters of [A-Za-z0-9], and are accepted for their kind only (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), (kind) => {
        expectWellFormed(kind, store.newId(kind));
      }),
      { numRuns: 500 },
    );
  });

  it('are unique over many draws and use the whole alphabet', () => {
    const ids = new Set<string>();
    const seen = new Set<string>();
    const draws = 20_000;
    for (let i = 0; i < draws; i += 1) {
      const id = store.newId('payment');
      ids.add(id);
      for (const ch of id.slice(SPEC_PREFIXES.payment.length)) seen.add(ch);
    }
    expect(ids.size).toBe(draws);
    expect([...seen].sort()).toEqual([...ASCII_ALNUM].sort());
  });

  it('from a seeded generator: well formed, unique, and the same for the same seed (property)', () => {
    const mulberry32 = (seed: number) => {
      let a = seed >>> 0;
      return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = Math.imul(a ^ (a >>> 15), a | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return (t ^ (t >>> 14)) >>> 0;
      };
    };
    const mint = (seed: number, kind: IdKind, n: number) => store.withSeededIds(mulberry32(seed), () => Array.from({ length: n }, () => store.newId(kind)));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom(...kinds), (seed, kind) => {
        const ids = mint(seed, kind, 100);
        for (const id of ids) expectWellFormed(kind, id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(mint(seed, kind, 100)).toEqual(ids);
      }),
      { numRuns: 30 },
    );
  });
});
