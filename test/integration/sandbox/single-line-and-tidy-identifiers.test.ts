// The sandbox applies the shared request schemas: a name with a line break or a bidi
// override is a 400 naming the field (nothing is created), and an IBAN or BIC typed
// grouped and in lower case is stored and answered in its tidy form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethodSchema } from '../../../shared/schemas';
import { startSandboxFixture } from '../../support/sandbox-fixture';
import type { SandboxFixture } from '../../support/sandbox-fixture';

let f: SandboxFixture;
beforeAll(async () => {
  f = await startSandboxFixture({ seed: 5 });
});
afterAll(() => f.close());

const counterpartyCount = async () => {
  const stats = await f.control('GET', '/stats');
  return stats.body.created.counterparty as number;
};

describe('single-line text on the sandbox', () => {
  it('refuses a counterparty name with a line break, naming the field; nothing is created', async () => {
    const before = await counterpartyCount();
    const response = await f.write.post('/counterparties', { entityType: 'business', name: 'Acme\nSupplies' });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual([
      { field: 'name', message: 'contains a line break (U+000A): write the counterparty name on one line, with spaces instead of line breaks or tabs' },
    ]);
    expect(await counterpartyCount()).toBe(before);
  });

  it('refuses a right-to-left override in a payment method label and a tab in the holder name', async () => {
    const cp = await f.write.post('/counterparties', { entityType: 'business', name: 'Override Test GmbH' });
    expect(cp.status).toBe(201);
    const response = await f.write.post(`/counterparties/${cp.body.id}/payment-methods`, {
      type: 'international_bank', currency: 'EUR', label: 'Rechnung \u202Efdp.exe', accountHolderName: 'Override\tTest', iban: 'DE89370400440532013000',
    });
    expect(response.status).toBe(400);
    expect((response.body.error.fields as { field: string }[]).map((x) => x.field)).toEqual(['label', 'accountHolderName']);
  });
});

describe('tidy IBAN and BIC on the sandbox', () => {
  it('stores and answers the IBAN and BIC without spaces and in upper case', async () => {
    const cp = await f.write.post('/counterparties', { entityType: 'business', name: 'Tidy Maschinenbau GmbH' });
    const created = await f.write.post(`/counterparties/${cp.body.id}/payment-methods`, {
      type: 'international_bank', currency: 'EUR', accountHolderName: 'Tidy Maschinenbau GmbH', iban: 'de89 3704 0044 0532 0130 00', bic: 'coba deff',
    });
    expect(created.status).toBe(201);
    const method = paymentMethodSchema.parse(created.body);
    expect([method.iban, method.bic]).toEqual(['DE89370400440532013000', 'COBADEFF']);
    const read = paymentMethodSchema.parse((await f.write.get(`/counterparties/${cp.body.id}/payment-methods/${method.id}`)).body);
    expect([read.iban, read.bic]).toEqual(['DE89370400440532013000', 'COBADEFF']);
  });
});
