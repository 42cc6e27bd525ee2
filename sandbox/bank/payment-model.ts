// The sandbox's internal model of a payment: what it keeps beside the API's payment body
// (its forcing, its ledger entries) for the state machine. A module of its own so the
// payment's creation (bank/create-payment.ts), its transitions
// (simulation/payment-transitions.ts), its cancelation and the routes share it without
// importing each other.
import type { PaymentForcing } from '../simulation/forcing-values';

export interface PaymentEntry {
  id: string;
  accountId: string;
  amountMinor: string;
  type: 'payment_out' | 'fee';
}

export interface PaymentInternal {
  forcing: PaymentForcing;
  groupId: string;
  entries: PaymentEntry[];
  achType?: 'standard' | 'same_day';
  /** An open payment to an account of this sandbox credits it on completion. */
  localCreditAccountId?: string;
}
