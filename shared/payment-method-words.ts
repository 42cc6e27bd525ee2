// A payment method's type in words, one table for the window and main's reviews alike. A
// type the API added later (the spec mentions sepa_bank and fps_bank) is shown as it came,
// marked unknown, never dressed up as a known one.

import { RAIL_LABEL } from './rail-text';

const METHOD_TYPE_WORDS: Readonly<Record<string, string>> = {
  us_bank: 'US bank account',
  international_bank: 'International bank account',
  crypto_wallet: 'Crypto wallet',
  open: RAIL_LABEL.open,
};

/** "US bank account"; "sepa_bank (unknown type)". */
export function methodTypeLabel(type: string): string {
  return Object.hasOwn(METHOD_TYPE_WORDS, type) ? (METHOD_TYPE_WORDS[type] as string) : `${type} (unknown type)`;
}
