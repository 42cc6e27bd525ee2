// Outside text among our words: a right-to-left name or reference is isolated (FSI ...
// PDI) so the sentence around it keeps its order; left-to-right text is left as it is;
// bidi controls inside never escape the isolate.
import { describe, expect, it } from 'vitest';
import { hasRightToLeft, isolated } from '../../../shared/bidi-isolate';
import { describeEntryState } from '../../../electron/outbox';
import { harness, preparedOf } from '../write-flows/write-flow-fixtures';

const FSI = '\u2068';
const PDI = '\u2069';

describe('isolated', () => {
  it('wraps Hebrew, Arabic and Arabic digits in first-strong isolates', () => {
    expect(isolated('חשבונית 42')).toBe(`${FSI}חשבונית 42${PDI}`);
    expect(isolated('شركة الأمل')).toBe(`${FSI}شركة الأمل${PDI}`);
    expect(isolated('INV ٤٢')).toBe(`${FSI}INV ٤٢${PDI}`);
  });

  it('leaves left-to-right text, emoji and long words as they are', () => {
    expect(isolated('Acme Supplies LLC')).toBe('Acme Supplies LLC');
    expect(isolated('Café 🚀')).toBe('Café 🚀');
    expect(isolated('x'.repeat(200))).toBe('x'.repeat(200));
    expect(hasRightToLeft('Müller GmbH')).toBe(false);
  });

  it('removes bidi controls inside, so an unmatched one cannot leak out of the isolate', () => {
    expect(isolated('\u202Eעברית')).toBe(`${FSI}עברית${PDI}`);
    expect(isolated('abc\u2067def\u200F')).toBe('abcdef');
  });
});

describe('texts main composes for people', () => {
  it("a prepared transfer's summary isolates a Hebrew reference and an Arabic account name", async () => {
    const { flows, cache } = harness();
    const payroll = cache.accounts.get('acc_payroll')!;
    cache.accounts.upsertMany([{ ...payroll, name: 'رواتب الموظفين' }]);
    const prepared = preparedOf(await flows.transfers.prepare({
      sourceAccountId: 'acc_usd', destinationAccountId: 'acc_payroll', amount: '1,000', currency: 'USD', reference: 'חשבונית 7',
    }));
    expect(prepared.summary).toBe(`Move 1,000.00 USD from Operating USD to ${FSI}رواتب الموظفين${PDI} (ref "${FSI}חשבונית 7${PDI}")`);
  });

  it("an outbox entry refused with a server's Hebrew message isolates the message", () => {
    const entry = { state: 'failed', error: { kind: 'http', status: 422, code: 'invalid', message: 'שגיאה בשדה' }, needsAttention: true } as unknown as Parameters<typeof describeEntryState>[0];
    expect(describeEntryState(entry, new Date(), 'window')).toBe(`refused: ${FSI}שגיאה בשדה${PDI} (needs attention)`);
  });
});
