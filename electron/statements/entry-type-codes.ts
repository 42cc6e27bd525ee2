// Our ledger entry types (spec 2.10) in each statement format's code set: the ISO 20022
// bank transaction code (domain / family / sub-family) of camt.053, the BAI2 detail type
// code, the SWIFT transaction type of MT940's :61: and OFX's TRNTYPE. A type this app
// does not know (a newer server's) gets the formats' "miscellaneous" codes. The table is
// documented in docs/statements.md; change both together.
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
const MISC_CAMT = { credit: code('PMNT', 'MCOP', 'OTHR'), debit: code('PMNT', 'MDOP', 'OTHR') };
const MISC_BAI2 = { credit: '399', debit: '699' };
const PLAIN_OFX = { credit: 'CREDIT', debit: 'DEBIT' };
const FX: EntryTypeCodes = { camt: both(code('FORX', 'SPOT', 'OTHR')), bai2: MISC_BAI2, swift: 'NFEX', ofx: PLAIN_OFX };
const FEE: EntryTypeCodes = { camt: both(code('ACMT', 'MDOP', 'CHRG')), bai2: { credit: '399', debit: '698' }, swift: 'NCHG', ofx: { credit: 'CREDIT', debit: 'FEE' } };

export const ENTRY_TYPE_CODES: Readonly<Record<LedgerTransactionType, EntryTypeCodes>> = {
  payment_out: { camt: both(code('PMNT', 'ICDT', 'OTHR')), bai2: { credit: '195', debit: '495' }, swift: 'NTRF', ofx: { credit: 'CREDIT', debit: 'PAYMENT' } },
  payment_in: { camt: both(code('PMNT', 'RCDT', 'OTHR')), bai2: { credit: '195', debit: '495' }, swift: 'NTRF', ofx: PLAIN_OFX },
  transfer_out: { camt: both(code('PMNT', 'ICDT', 'BOOK')), bai2: { credit: '206', debit: '506' }, swift: 'NTRF', ofx: { credit: 'XFER', debit: 'XFER' } },
  transfer_in: { camt: both(code('PMNT', 'RCDT', 'BOOK')), bai2: { credit: '206', debit: '506' }, swift: 'NTRF', ofx: { credit: 'XFER', debit: 'XFER' } },
  fee: FEE,
  collection_fee: FEE,
  collection_in: { camt: both(code('PMNT', 'IDDT', 'OTHR')), bai2: { credit: '169', debit: '469' }, swift: 'NDDT', ofx: { credit: 'CREDIT', debit: 'DIRECTDEBIT' } },
  collection_reversal: { camt: both(code('PMNT', 'IDDT', 'UPDD')), bai2: { credit: '169', debit: '469' }, swift: 'NRTI', ofx: PLAIN_OFX },
  reversal: { camt: both(code('PMNT', 'ICDT', 'RRTN')), bai2: MISC_BAI2, swift: 'NRTI', ofx: PLAIN_OFX },
  conversion_debit: FX,
  conversion_credit: FX,
  auto_conversion_debit: FX,
  auto_conversion_credit: FX,
  adjustment: { camt: both(code('ACMT', 'MDOP', 'ADJT')), bai2: MISC_BAI2, swift: 'NMSC', ofx: PLAIN_OFX },
};

export const UNKNOWN_TYPE_CODES: EntryTypeCodes = { camt: MISC_CAMT, bai2: MISC_BAI2, swift: 'NMSC', ofx: PLAIN_OFX };

const byType: ReadonlyMap<string, EntryTypeCodes> = new Map(Object.entries(ENTRY_TYPE_CODES));

export function codesOf(type: string): EntryTypeCodes {
  return byType.get(type) ?? UNKNOWN_TYPE_CODES;
}

/** Entry types whose entries reverse an earlier one (camt's RvslInd, MT940's RC/RD). */
export const REVERSAL_TYPES: ReadonlySet<string> = new Set(['reversal', 'collection_reversal']);
