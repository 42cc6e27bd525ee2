// The one line a person reads before confirming: what moves, to whom, how, from where.
// Names come from the cache and are put on one line; no account number, key or token.
import { cutText } from '../../shared/cut-text';
import { byRail } from '../../shared/rail-text';
import type { Rail } from '../../shared/schemas';
import { amountText, isolatedLine, oneLine } from '../pre-send-checks';
import type { MinorAmount } from '../pre-send-checks';

export { amountText, isolatedLine };
export { cutText };

/** A payment purpose in a sentence: "purpose: goods and services" (the code's words, not the code). */
export function purposeText(purpose: string): string {
  return `purpose: ${oneLine(purpose).replace(/_/g, ' ')}`;
}

/** The longest reference a summary shows whole. */
export const SUMMARY_REFERENCE_MAX = 60;

/** ` (ref "INV-1001")`, or nothing; a reference longer than SUMMARY_REFERENCE_MAX is cut, ending with "…". */
export function referenceText(reference: string | undefined): string {
  return reference === undefined ? '' : ` (ref "${isolatedLine(cutText(oneLine(reference), SUMMARY_REFERENCE_MAX))}")`;
}

/** "Pay 1,234.56 USD to Acme Supplies LLC by ACH (same day) from Operating USD". */
export function paymentSummary(parts: {
  amount: MinorAmount;
  side?: 'send' | 'receive';
  counterpartyName: string;
  rail: Rail;
  railDetails?: string[];
  accountName: string;
  reference?: string;
}): string {
  const received = parts.side === 'receive' ? ' (received)' : '';
  const details = parts.railDetails !== undefined && parts.railDetails.length > 0 ? ` (${parts.railDetails.join(', ')})` : '';
  const by = byRail(parts.rail);
  return `Pay ${amountText(parts.amount)}${received} to ${isolatedLine(parts.counterpartyName)} ${by}${details} from ${isolatedLine(parts.accountName)}${referenceText(parts.reference)}`;
}
