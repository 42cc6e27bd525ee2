// Cached records as the contract's views (shared/ipc/record-views.ts): named fields only,
// money as strings at its own exponent, bank identifiers masked.
import type { Money } from '../../shared/money';
import { feesSchema, type Collection, type Counterparty, type LedgerTransaction, type Payment, type PaymentMethod, type Transfer } from '../../shared/schemas';
import type { CollectionView, LedgerRowView, MoneyView, PaymentMethodView, PaymentView, TransferView } from '../../shared/ipc';
import { maskedIban, maskedLast4, maskedWallet } from '../export/export-counterparties';

export function toMoneyView(money: Money | undefined): MoneyView | null {
  if (money === undefined) return null;
  return { currency: money.currency, amount: money.displayValue, minorUnits: money.value, exponent: money.exponent };
}

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

export function toLedgerRowView(t: LedgerTransaction): LedgerRowView {
  return {
    id: t.id, accountId: t.accountId, type: t.type, direction: t.direction, amount: t.amount, currency: t.currency, balance: t.balance,
    createdAt: t.createdAt, description: orNull(t.description), referenceType: orNull(t.referenceType), referenceId: orNull(t.referenceId),
    transactionGroupId: orNull(t.transactionGroupId), linkedTransactionId: orNull(t.linkedTransactionId),
  };
}

export function toPaymentView(p: Payment, counterpartyName: string | null): PaymentView {
  return {
    id: p.id, createdAt: p.createdAt, updatedAt: p.updatedAt, status: p.status, rail: p.rail,
    sourceAccountId: orNull(p.sourceAccountId), counterpartyId: orNull(p.counterpartyId), counterpartyName, paymentMethodId: orNull(p.paymentMethodId),
    sendAmount: toMoneyView(p.sendAmount), receiveAmount: toMoneyView(p.receiveAmount), totalDebitAmount: toMoneyView(p.totalDebitAmount),
    fee: toMoneyView(p.fees?.feeAmount), reference: orNull(p.reference), purpose: orNull(p.purpose), cancellationState: orNull(p.cancellationState),
    requiresActionReason: orNull(p.requiresActionReason), achReturnCode: orNull(p.achReturnCode), completedAt: orNull(p.completedAt),
  };
}

/**
 * A collection's fee as the server gave it: the spec does not show the inner fields of a
 * collection's `fees`, so they are read as a payment's (`feeAmount`) where they fit, else none.
 */
function collectionFee(c: Collection): MoneyView | null {
  const fees = feesSchema.safeParse(c.fees);
  return fees.success ? toMoneyView(fees.data.feeAmount) : null;
}

export function toCollectionView(c: Collection, counterpartyName: string | null): CollectionView {
  return {
    id: c.id, createdAt: c.createdAt, status: c.status, rail: c.rail, destinationAccountId: c.destinationAccountId,
    counterpartyId: c.counterpartyId, counterpartyName, paymentMethodId: c.paymentMethodId, amount: toMoneyView(c.amount) as MoneyView,
    fee: collectionFee(c), reference: orNull(c.reference), requiresActionReason: orNull(c.requiresActionReason), achReturnCode: orNull(c.achReturnCode), completedAt: orNull(c.completedAt),
  };
}

export function toTransferView(t: Transfer): TransferView {
  return {
    id: t.id, createdAt: t.createdAt, status: t.status, sourceAccountId: t.sourceAccountId, destinationAccountId: t.destinationAccountId,
    amount: toMoneyView(t.amount) as MoneyView, reference: orNull(t.reference), completedAt: orNull(t.completedAt),
  };
}

/**
 * Never a full account number, IBAN or wallet address (the same masks as the CLI and the
 * export). `goneAt`: when a sync found the server no longer lists it (null: listed).
 */
export function toPaymentMethodView(m: PaymentMethod, goneAt: string | null): PaymentMethodView {
  return {
    id: m.id, counterpartyId: m.counterpartyId, type: m.type, currency: m.currency, status: m.status, label: orNull(m.label),
    verification: orNull(m.validationResult), accountHolderName: orNull(m.accountHolderName), bankName: orNull(m.bankName),
    routingNumber: orNull(m.routingNumber), accountNumber: orNull(maskedLast4(m.accountNumberLast4)), iban: orNull(maskedIban(m.iban)),
    bic: orNull(m.bic), chain: orNull(m.chain), walletAddress: orNull(maskedWallet(m.walletAddress)), openId: orNull(m.openId), createdAt: m.createdAt,
    goneAt,
  };
}

/** `goneAt`: when a sync found the server no longer lists it (null: listed). */
export function toCounterpartyView(c: Counterparty, goneAt: string | null) {
  const a = c.address;
  return {
    id: c.id, name: c.name, entityType: c.entityType, status: c.status, email: orNull(c.email),
    address: a === undefined ? null : {
      line1: orNull(a.line1), line2: orNull(a.line2), city: orNull(a.city), state: orNull(a.state), postalCode: orNull(a.postalCode), country: orNull(a.country),
    },
    createdAt: c.createdAt, updatedAt: c.updatedAt, goneAt,
  };
}
