// What the renderer sees of a cached record: named fields only (never the whole server
// object), money as strings, identifiers of bank accounts masked.
import { z } from 'zod';
import { decimalString, moneyViewSchema, timestamp } from './common-schemas';

/**
 * When a complete sync found the server no longer lists the record (it is kept: history
 * refers to it); null while the server lists it. Shown as "No longer on the server".
 */
export const goneAtViewSchema = timestamp.nullable();

export const ledgerRowViewSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  type: z.string(),
  direction: z.enum(['debit', 'credit']),
  /** Unsigned decimal string; `direction` says which way. */
  amount: decimalString,
  currency: z.string(),
  /** Running balance after this entry. */
  balance: decimalString,
  createdAt: timestamp,
  description: z.string().nullable(),
  referenceType: z.string().nullable(),
  referenceId: z.string().nullable(),
  transactionGroupId: z.string().nullable(),
  linkedTransactionId: z.string().nullable(),
});
export type LedgerRowView = z.infer<typeof ledgerRowViewSchema>;

export const paymentViewSchema = z.object({
  id: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
  status: z.string(),
  rail: z.string(),
  sourceAccountId: z.string().nullable(),
  counterpartyId: z.string().nullable(),
  counterpartyName: z.string().nullable(),
  paymentMethodId: z.string().nullable(),
  sendAmount: moneyViewSchema.nullable(),
  receiveAmount: moneyViewSchema.nullable(),
  totalDebitAmount: moneyViewSchema.nullable(),
  fee: moneyViewSchema.nullable(),
  reference: z.string().nullable(),
  purpose: z.string().nullable(),
  cancellationState: z.string().nullable(),
  requiresActionReason: z.string().nullable(),
  achReturnCode: z.string().nullable(),
  completedAt: timestamp.nullable(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

export const collectionViewSchema = z.object({
  id: z.string(),
  createdAt: timestamp,
  status: z.string(),
  rail: z.string(),
  destinationAccountId: z.string(),
  counterpartyId: z.string(),
  counterpartyName: z.string().nullable(),
  paymentMethodId: z.string(),
  amount: moneyViewSchema,
  /** The fee the server gave for it (its `fees.feeAmount`, as a payment's), null while none is given. */
  fee: moneyViewSchema.nullable(),
  reference: z.string().nullable(),
  requiresActionReason: z.string().nullable(),
  achReturnCode: z.string().nullable(),
  completedAt: timestamp.nullable(),
});
export type CollectionView = z.infer<typeof collectionViewSchema>;

export const transferViewSchema = z.object({
  id: z.string(),
  createdAt: timestamp,
  status: z.string(),
  sourceAccountId: z.string(),
  destinationAccountId: z.string(),
  amount: moneyViewSchema,
  reference: z.string().nullable(),
  completedAt: timestamp.nullable(),
});
export type TransferView = z.infer<typeof transferViewSchema>;

/** A payment method with its identifiers masked: never a full account number, IBAN or wallet address. */
export const paymentMethodViewSchema = z.object({
  id: z.string(),
  counterpartyId: z.string(),
  type: z.string(),
  currency: z.string(),
  status: z.string(),
  label: z.string().nullable(),
  verification: z.string().nullable(),
  accountHolderName: z.string().nullable(),
  bankName: z.string().nullable(),
  routingNumber: z.string().nullable(),
  /** `****6789`. */
  accountNumber: z.string().nullable(),
  /** `GB****5432`. */
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  chain: z.string().nullable(),
  /** `0x12ab...cdef`. */
  walletAddress: z.string().nullable(),
  openId: z.string().nullable(),
  createdAt: timestamp,
  goneAt: goneAtViewSchema,
});
export type PaymentMethodView = z.infer<typeof paymentMethodViewSchema>;

export const counterpartyRowViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  entityType: z.string(),
  status: z.string(),
  email: z.string().nullable(),
  country: z.string().nullable(),
  /** How many payment methods are cached. */
  paymentMethods: z.number().int().min(0),
  goneAt: goneAtViewSchema,
});

export const counterpartyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  entityType: z.string(),
  status: z.string(),
  email: z.string().nullable(),
  address: z.object({
    line1: z.string().nullable(),
    line2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.string().nullable(),
  }).nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  goneAt: goneAtViewSchema,
});
