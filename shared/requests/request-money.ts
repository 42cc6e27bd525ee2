// Request money objects as request bodies use them: positive amounts in a currency the
// app knows the exponent of (the server derives the exponent from the currency).
import { z } from 'zod';
import { WITHDRAWN_FIAT_CODES, cryptoMoneyRequestSchema, fiatMoneyRequestSchema, isCryptoAsset, isKnownCurrency } from '../money';

// Each rule below judges only a value whose format is already right, so a malformed
// value gets the format error alone (not also "must be more than zero" for "12.50").
const notPositive = (value: string) => /^[0-9]+$/.test(value) && BigInt(value) === 0n;
const wellFormedCode = (code: string) => /^[A-Z]{2,10}$/.test(code);

export const paymentAmountSchema = fiatMoneyRequestSchema
  .refine((m) => !wellFormedCode(m.currency) || isKnownCurrency(m.currency), { message: 'unknown currency: use an ISO 4217 code or a supported asset ticker', path: ['currency'] })
  // Withdrawn codes stay in the money tables only so that old records format (shared/money/currencies.ts).
  .refine((m) => !WITHDRAWN_FIAT_CODES.has(m.currency), { message: 'this currency has been withdrawn: use its replacement (e.g. XCG for ANG, SLE for SLL, ZWG for ZWL)', path: ['currency'] })
  .refine((m) => !notPositive(m.value), { message: 'must be more than zero (in the smallest unit of the currency)', path: ['value'] });

export const cryptoPaymentAmountSchema = cryptoMoneyRequestSchema
  .refine((m) => !wellFormedCode(m.asset) || isCryptoAsset(m.asset), { message: 'unknown crypto asset', path: ['asset'] })
  .refine((m) => !notPositive(m.value), { message: 'must be more than zero (in the smallest unit of the asset)', path: ['value'] });

/** The unified endpoint takes either form of request money. */
export const anyPaymentAmountSchema = z.union([cryptoPaymentAmountSchema, paymentAmountSchema]);
