// Identifier patterns (spec 2.1): `^<prefix>[A-Za-z0-9]+$` for every resource prefix.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { ID_PREFIXES, idPattern, idSchema, isId, paymentId, accountId, webhookSubscriptionId } from '../../../shared/ids';
import type { IdKind } from '../../../shared/ids';

const SPEC_PREFIXES: Record<IdKind, string> = {
  account: 'acc_',
  accountNumber: 'an_',
  blockchainAddress: 'ba_',
  collection: 'col_',
  conversion: 'cnv_',
  counterparty: 'cpt_',
  customer: 'cus_',
  document: 'doc_',
  entity: 'ent_',
  entityRelationship: 'erel_',
  onboarding: 'onb_',
  payment: 'pmt_',
  paymentMethod: 'pm_',
  quote: 'qte_',
  transaction: 'txn_',
  transfer: 'trf_',
  webhookSubscription: 'wsub_',
};

const kinds = Object.keys(SPEC_PREFIXES) as IdKind[];
const alphanumeric = fc.string({ unit: fc.constantFrom(...'abcXYZ0189'.split('')), minLength: 1, maxLength: 24 });

describe('id prefixes', () => {
  it('are exactly the 17 prefixes of the spec table', () => {
    expect(ID_PREFIXES).toEqual(SPEC_PREFIXES);
  });

  it('are all distinct', () => {
    expect(new Set(Object.values(ID_PREFIXES)).size).toBe(kinds.length);
  });
});

describe.each(kinds)('%s ids', (kind) => {
  const prefix = SPEC_PREFIXES[kind];
  const schema = idSchema(kind);

  it('accept the prefix followed by letters and digits', () => {
    for (const id of [`${prefix}1`, `${prefix}a`, `${prefix}01HZX3Q9AbCdEf`]) {
      expect(isId(kind, id)).toBe(true);
      expect(schema.safeParse(id).success).toBe(true);
    }
  });

  it('reject the prefix with an empty suffix', () => {
    expect(isId(kind, prefix)).toBe(false);
    expect(schema.safeParse(prefix).success).toBe(false);
  });

  it.each(['-', '_', ' ', '.', '/', 'é', '\n'])('reject a suffix containing %j', (ch) => {
    expect(isId(kind, `${prefix}ab${ch}12`)).toBe(false);
    expect(isId(kind, `${prefix}ab12${ch}`)).toBe(false);
  });

  it('reject a wrong, upper-case or missing prefix', () => {
    const body = prefix.slice(0, -1);
    for (const id of [`x${prefix}123`, `${body.toUpperCase()}_123`, `${body}123`, `${body}-123`, '123', '']) {
      expect(isId(kind, id)).toBe(false);
    }
  });

  it("reject every other kind's id", () => {
    for (const other of kinds) {
      if (other === kind) continue;
      expect(isId(kind, `${SPEC_PREFIXES[other]}abc123`)).toBe(false);
    }
  });

  it('reject non-strings', () => {
    for (const value of [undefined, null, 123, { id: `${prefix}1` }, [`${prefix}1`]]) {
      expect(isId(kind, value)).toBe(false);
      expect(schema.safeParse(value).success).toBe(false);
    }
  });

  it('name the expected form in the error', () => {
    const result = schema.safeParse('nope');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(prefix);
  });

  it('agree with idPattern for any alphanumeric suffix (property)', () => {
    fc.assert(
      fc.property(alphanumeric, (suffix) => {
        const id = `${prefix}${suffix}`;
        expect(isId(kind, id)).toBe(true);
        expect(idPattern(kind).test(id)).toBe(true);
      }),
    );
  });
});

describe('id patterns as a whole', () => {
  it('an id of one kind is never an id of another kind (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), alphanumeric, (kind, suffix) => {
        const id = `${SPEC_PREFIXES[kind]}${suffix}`;
        const matching = kinds.filter((k) => isId(k, id));
        expect(matching).toEqual([kind]);
      }),
    );
  });

  it('any string with a character outside [A-Za-z0-9] after the prefix is rejected (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.string({ minLength: 1 }), (kind, suffix) => {
        fc.pre(/[^A-Za-z0-9]/.test(suffix));
        expect(isId(kind, `${SPEC_PREFIXES[kind]}${suffix}`)).toBe(false);
      }),
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
