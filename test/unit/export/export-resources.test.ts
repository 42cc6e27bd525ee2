// Payments and counterparties as CSV: money as exact decimals, text neutralised, round trip.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { exportCounterpartiesCsv, exportPaymentsCsv } from '../../../electron/export';
import { counterparty, minutes, payment, tempCache, tempDir } from '../cache/cache-fixtures';

function records(path: string): Record<string, string>[] {
  return parse(readFileSync(path), { bom: true, columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];
}

describe('exportPaymentsCsv', () => {
  it('writes money as exact decimals at each object exponent, and neutralises text', async () => {
    const cache = tempCache();
    cache.payments.upsertMany([
      payment(1, {
        rail: 'swift',
        status: 'returned',
        reference: '=cmd|"/c calc"!A1',
        purpose: 'payroll',
        achReturnCode: 'R01',
        sendAmount: { currency: 'USD', exponent: 2, value: '900719925474099312', displayValue: '9007199254740993.12' },
        receiveAmount: { currency: 'JPY', exponent: 0, value: '150000', displayValue: '150000' },
        fees: { feeAmount: { currency: 'USD', exponent: 2, value: '5', displayValue: '0.05' } },
        completedAt: '2026-01-01T10:00:00+01:00',
      }),
      payment(2, { reference: 'Zürich, "Q1"\nrent', sendAmount: { currency: 'USDC', exponent: 6, value: '1', displayValue: '0.000001' } }),
      payment(3, { status: 'completed', createdAt: minutes(3) }),
    ]);
    const outPath = join(tempDir(), 'payments.csv');
    const result = await exportPaymentsCsv(cache, { outPath, statuses: ['returned', 'processing'], bom: true });
    expect(result.rowsWritten).toBe(2);
    const [first, second] = records(outPath);
    expect(first).toMatchObject({
      id: 'pmt_000001', rail: 'swift', status: 'returned', sendCurrency: 'USD', sendAmount: '9007199254740993.12',
      receiveCurrency: 'JPY', receiveAmount: '150000', feeCurrency: 'USD', feeAmount: '0.05',
      reference: `'=cmd|"/c calc"!A1`, purpose: 'payroll', achReturnCode: 'R01', 'completedAt (UTC)': '2026-01-01T09:00:00.000Z',
      'createdAt (UTC)': minutes(1), totalDebitAmount: '',
    });
    expect(second).toMatchObject({ id: 'pmt_000002', sendCurrency: 'USDC', sendAmount: '0.000001', reference: 'Zürich, "Q1"\nrent' });
  });
});

/** The payment-method columns of a counterparty without a cached payment method (export-counterparties.ts). */
const NO_PAYMENT_METHOD = Object.fromEntries([
  'paymentMethodId', 'paymentMethodType', 'paymentMethodStatus', 'paymentMethodCurrency', 'paymentMethodLabel', 'accountHolderName', 'bankName',
  'bankAccountType', 'routingNumber', 'accountNumberLast4', 'ibanMasked', 'bic', 'chain', 'walletAddressMasked', 'openId', 'validationResult',
  'validatedAt', 'paymentMethodCreatedAt',
].map((header) => [header, '']));

describe('exportCounterpartiesCsv', () => {
  it('spreads the address over columns and keeps non-ASCII intact', async () => {
    const cache = tempCache();
    cache.counterparties.upsertMany([
      counterparty(1, { name: '+Acme, Inc.', email: 'ap@acme.example', address: { line1: 'Bahnhofstrasse 1', city: 'Zürich', postalCode: '8001', country: 'CH' } }),
      counterparty(2, { name: '東京 Trading 🚀', status: 'archived' }),
    ]);
    const outPath = join(tempDir(), 'counterparties.csv');
    await exportCounterpartiesCsv(cache, { outPath });
    expect(records(outPath)).toEqual([
      {
        id: 'cpt_000001', name: "'+Acme, Inc.", entityType: 'business', status: 'active', email: 'ap@acme.example',
        addressLine1: 'Bahnhofstrasse 1', addressLine2: '', city: 'Zürich', state: '', postalCode: '8001', country: 'CH',
        customerId: 'cus_1', createdAt: minutes(1), updatedAt: minutes(1), ...NO_PAYMENT_METHOD,
      },
      {
        id: 'cpt_000002', name: '東京 Trading 🚀', entityType: 'business', status: 'archived', email: '',
        addressLine1: '', addressLine2: '', city: '', state: '', postalCode: '', country: '',
        customerId: 'cus_1', createdAt: minutes(2), updatedAt: minutes(2), ...NO_PAYMENT_METHOD,
      },
    ]);
    await exportCounterpartiesCsv(cache, { outPath, statuses: ['archived'], overwrite: true });
    expect(records(outPath).map((r) => r['id'])).toEqual(['cpt_000002']);
  });
});
