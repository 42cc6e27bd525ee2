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

/** The `rail` a unified payment's body names, as it was sent (only that field is read: never an account number or a secret); undefined when none. */
export function railInBody(bodyText: string): unknown {
  try {
    const body: unknown = JSON.parse(bodyText);
    return body !== null && typeof body === 'object' ? (body as { rail?: unknown }).rail : undefined;
  } catch {
    return undefined;
  }
}
