// camt.053's Ntry of one ledger entry, as a template (statement-entry-template.ts): the one
// definition from which camt053-format.ts writes an entry in JavaScript and SQLite builds
// the same text for the entries it can (statement-entry-texts.ts). Element order and
// lengths follow the message definition: NtryRef, Amt, CdtDbtInd, RvslInd, Sts, BookgDt,
// ValDt, AcctSvcrRef, BkTxCd (the code of entry-type-codes.ts and our type as Prtry),
// NtryDtls/TxDtls (Refs, the amount again, the related party: Dbtr for money in, Cdtr for
// money out; RmtInf/Ustrd the payment's reference; AddtlTxInf the origin and the reversed
// entry), AddtlNtryInf the description.
import { codesOf, REVERSAL_TYPES } from './entry-type-codes';
import type { EntryPiece } from './statement-entry-template';
import type { StatementSummary } from './statement-model';

const ID = { text: 'id', max: 35 } as const;

function amount(currency: string): EntryPiece[] {
  return [`<Amt Ccy="${currency}">`, { amount: true }, '</Amt><CdtDbtInd>', { code: (_type, direction) => (direction === 'credit' ? 'CRDT' : 'DBIT') }, '</CdtDbtInd>'];
}

const domain = (type: string, direction: 'credit' | 'debit') => {
  const code = codesOf(type).camt[direction];
  return `<Domn><Cd>${code.domain}</Cd><Fmly><Cd>${code.family}</Cd><SubFmlyCd>${code.subFamily}</SubFmlyCd></Fmly></Domn>`;
};

export function camt053Entry(summary: StatementSummary): readonly EntryPiece[] {
  const money = amount(summary.account.currency);
  return [
    '<Ntry><NtryRef>', ID, '</NtryRef>', ...money, { code: (type) => (REVERSAL_TYPES.has(type) ? '<RvslInd>true</RvslInd>' : '') },
    '<Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>', { bookingDate: true }, '</Dt></BookgDt><ValDt><Dt>', { bookingDate: true }, '</Dt></ValDt><AcctSvcrRef>', ID, '</AcctSvcrRef>',
    '<BkTxCd>', { code: domain }, '<Prtry>', { text: 'type', max: 35, element: 'Cd' }, '<Issr>Treasury</Issr></Prtry></BkTxCd>',
    '<NtryDtls><TxDtls><Refs><AcctSvcrRef>', ID, '</AcctSvcrRef>', { text: 'originId', max: 35, element: 'EndToEndId' }, '</Refs>', ...money,
    { text: 'party', max: 140, element: 'RltdPties/Dbtr/Pty/Nm', when: 'credit' },
    { text: 'party', max: 140, element: 'RltdPties/Cdtr/Pty/Nm', when: 'debit' },
    { text: 'reference', max: 140, element: 'RmtInf/Ustrd' },
    { text: 'txInfo', max: 500, element: 'AddtlTxInf' },
    '</TxDtls></NtryDtls>', { text: 'description', max: 500, element: 'AddtlNtryInf' }, '</Ntry>\n',
  ];
}
