// The rail of each write whose operation names it (the unified createPayment names its rail
// in the body instead): read by the confirm button's words and by the outcome's settlement.
import type { Rail } from '../../shared/schemas';

export const RAIL_OF_OPERATION: Readonly<Partial<Record<string, Rail>>> = {
  createAchPayment: 'ach',
  createSwiftPayment: 'swift',
  createCryptoPayment: 'crypto',
  createOpenPayment: 'open',
  // A collection is an ACH debit of the counterparty's US bank account.
  createCollection: 'ach',
};
