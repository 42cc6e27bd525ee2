// Our ledger entry types (spec 2.10) in each statement format's code set: the ISO 20022
// bank transaction code (domain / family / sub-family) of camt.053, the BAI2 detail type
// code, the SWIFT transaction type of MT940's :61: and OFX's TRNTYPE, for money in
// (credit) and out (debit). A type this app does not know (a newer server's) gets the
// formats' "miscellaneous" codes. Every code is checked against its published list by
// test/unit/statements/entry-type-codes.test.ts; docs/statements.md shows the table with
// each list's source. Change all three together.
import type { LedgerTransactionType } from '../../shared/schemas/enums';

export interface BankTransactionCode {
  readonly domain: string;
  readonly family: string;
  readonly subFamily: string;
}

export interface EntryTypeCodes {
  readonly camt: { readonly credit: BankTransactionCode; readonly debit: BankTransactionCode };
  /** BAI2 detail type codes: credits 100-399, debits 400-699. */
  readonly bai2: { readonly credit: string; readonly debit: string };
  /** MT940 :61: transaction type identification (N + three letters). */
  readonly swift: string;
  readonly ofx: { readonly credit: string; readonly debit: string };
}

const code = (domain: string, family: string, subFamily: string): BankTransactionCode => ({ domain, family, subFamily });
const both = (c: BankTransactionCode) => ({ credit: c, debit: c });
/** ISO's "miscellaneous credit / debit operations" families of a domain, with a sub-family. */
const misc = (domain: string, subFamily: string) => ({ credit: code(domain, 'MCOP', subFamily), debit: code(domain, 'MDOP', subFamily) });
const MISC_BAI2 = { credit: '399', debit: '699' }; // Miscellaneous Credit / Debit
const PLAIN_OFX = { credit: 'CREDIT', debit: 'DEBIT' };
const FX: EntryTypeCodes = { camt: both(code('FORX', 'SPOT', 'OTHR')), bai2: { credit: '214', debit: '514' }, swift: 'NFEX', ofx: PLAIN_OFX };
const FEE: EntryTypeCodes = { camt: misc('ACMT', 'CHRG'), bai2: { credit: '398', debit: '698' }, swift: 'NCHG', ofx: { credit: 'CREDIT', debit: 'FEE' } };

export const ENTRY_TYPE_CODES: Readonly<Record<LedgerTransactionType, EntryTypeCodes>> = {
  payment_out: { camt: both(code('PMNT', 'ICDT', 'OTHR')), bai2: { credit: '195', debit: '495' }, swift: 'NTRF', ofx: { credit: 'CREDIT', debit: 'PAYMENT' } },
  payment_in: { camt: both(code('PMNT', 'RCDT', 'OTHR')), bai2: { credit: '195', debit: '495' }, swift: 'NTRF', ofx: PLAIN_OFX },
  transfer_out: { camt: both(code('PMNT', 'ICDT', 'BOOK')), bai2: { credit: '206', debit: '506' }, swift: 'NTRF', ofx: { credit: 'XFER', debit: 'XFER' } },
  transfer_in: { camt: both(code('PMNT', 'RCDT', 'BOOK')), bai2: { credit: '206', debit: '506' }, swift: 'NTRF', ofx: { credit: 'XFER', debit: 'XFER' } },
  fee: FEE,
  collection_fee: FEE,
  collection_in: { camt: both(code('PMNT', 'IDDT', 'PMDD')), bai2: { credit: '169', debit: '469' }, swift: 'NDDT', ofx: { credit: 'CREDIT', debit: 'DIRECTDEBIT' } },
  collection_reversal: { camt: both(code('PMNT', 'IDDT', 'UPDD')), bai2: { credit: '257', debit: '557' }, swift: 'NRTI', ofx: PLAIN_OFX },
  // A credit gives back money we sent (our transfer returned); a debit takes back money we received.
  reversal: { camt: { credit: code('PMNT', 'ICDT', 'RRTN'), debit: code('PMNT', 'RCDT', 'RRTN') }, bai2: { credit: '252', debit: '552' }, swift: 'NRTI', ofx: PLAIN_OFX },
  conversion_debit: FX,
  conversion_credit: FX,
  auto_conversion_debit: FX,
  auto_conversion_credit: FX,
  adjustment: { camt: misc('ACMT', 'ADJT'), bai2: { credit: '357', debit: '631' }, swift: 'NMSC', ofx: PLAIN_OFX },
};

export const UNKNOWN_TYPE_CODES: EntryTypeCodes = { camt: misc('PMNT', 'OTHR'), bai2: MISC_BAI2, swift: 'NMSC', ofx: PLAIN_OFX };

const byType: ReadonlyMap<string, EntryTypeCodes> = new Map(Object.entries(ENTRY_TYPE_CODES));

export function codesOf(type: string): EntryTypeCodes {
  return byType.get(type) ?? UNKNOWN_TYPE_CODES;
}

/** Entry types whose entries reverse an earlier one (camt's RvslInd, MT940's RC/RD). */
export const REVERSAL_TYPES: ReadonlySet<string> = new Set(['reversal', 'collection_reversal']);
