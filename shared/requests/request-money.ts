// Request money objects as request bodies use them: positive amounts in a currency the
// app knows the exponent of (the server derives the exponent from the currency).
import { z } from 'zod';
import { cryptoMoneyRequestSchema, fiatMoneyRequestSchema, isCryptoAsset, isKnownCurrency } from '../money';

const isPositive = (value: string) => /^[0-9]+$/.test(value) && BigInt(value) > 0n;

export const paymentAmountSchema = fiatMoneyRequestSchema
  .refine((m) => isKnownCurrency(m.currency), { message: 'unknown currency: use an ISO 4217 code or a supported asset ticker', path: ['currency'] })
  .refine((m) => isPositive(m.value), { message: 'must be more than zero (in the smallest unit of the currency)', path: ['value'] });

export const cryptoPaymentAmountSchema = cryptoMoneyRequestSchema
  .refine((m) => isCryptoAsset(m.asset), { message: 'unknown crypto asset', path: ['asset'] })
  .refine((m) => isPositive(m.value), { message: 'must be more than zero (in the smallest unit of the asset)', path: ['value'] });

/** The unified endpoint takes either form of request money. */
export const anyPaymentAmountSchema = z.union([cryptoPaymentAmountSchema, paymentAmountSchema]);
