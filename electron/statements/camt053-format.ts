// ISO 20022 camt.053.001.08 (BankToCustomerStatementV08): one Stmt for the account and
// period, balances OPBD and CLBD, a transaction summary, one Ntry per ledger entry
// (status BOOK, booking and value date in the period's zone, the bank transaction code of
// entry-type-codes.ts, references and the related party in NtryDtls/TxDtls). Element
// order and lengths follow the message definition; amounts are ActiveOrHistoricCurrency
// AndAmount (at most 18 digits, 5 of them decimals, three-letter currency).
import { codesOf, REVERSAL_TYPES } from './entry-type-codes';
import { absolute, minorToDecimal } from './minor-units';
import type { StatementEntry, StatementSummary } from './statement-model';
import type { StatementFormat } from './statement-format';
import { iso4217Refusal } from './statement-format';
import { compactStamp, fittedId, statementKey } from './statement-ids';
import { xmlElement, xmlText } from './statement-text';

const NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08';
const MAX_TOTAL_DIGITS = 18;
const MAX_FRACTION_DIGITS = 5;


function digits(value: bigint): number {
  return absolute(value).toString().length;
}

function balance(code: 'OPBD' | 'CLBD' | 'ITBD', value: bigint, summary: StatementSummary, date: string): string {
  const { currency, exponent } = summary.account;
  return `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="${currency}">${minorToDecimal(absolute(value), exponent)}</Amt><CdtDbtInd>${value >= 0n ? 'CRDT' : 'DBIT'}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`;
}

function summaryOf(summary: StatementSummary): string {
  const { exponent } = summary.account;
  const net = summary.credits - summary.debits;
  const sum = (value: bigint) => minorToDecimal(value, exponent);
  return '<TxsSummry>'
    + `<TtlNtries><NbOfNtries>${summary.entryCount}</NbOfNtries><Sum>${sum(summary.credits + summary.debits)}</Sum><TtlNetNtry><Amt>${sum(absolute(net))}</Amt><CdtDbtInd>${net >= 0n ? 'CRDT' : 'DBIT'}</CdtDbtInd></TtlNetNtry></TtlNtries>`
    + `<TtlCdtNtries><NbOfNtries>${summary.creditCount}</NbOfNtries><Sum>${sum(summary.credits)}</Sum></TtlCdtNtries>`
    + `<TtlDbtNtries><NbOfNtries>${summary.debitCount}</NbOfNtries><Sum>${sum(summary.debits)}</Sum></TtlDbtNtries>`
    + '</TxsSummry>';
}

function entryXml(entry: StatementEntry, summary: StatementSummary): string {
  const { currency, exponent } = summary.account;
  const credit = entry.direction === 'credit';
  const cdtDbt = credit ? 'CRDT' : 'DBIT';
  const amount = `<Amt Ccy="${currency}">${minorToDecimal(entry.amount, exponent)}</Amt><CdtDbtInd>${cdtDbt}</CdtDbtInd>`;
  const code = codesOf(entry.type).camt[entry.direction];
  const id = xmlText(fittedId(entry.id, 35), 35) as string;
  const party = xmlText(entry.counterpartyName, 140);
  // Money in: the other party paid us (Dbtr); money out: we paid them (Cdtr).
  const parties = party === undefined ? '' : `<RltdPties>${credit ? `<Dbtr><Pty><Nm>${party}</Nm></Pty></Dbtr>` : `<Cdtr><Pty><Nm>${party}</Nm></Pty></Cdtr>`}</RltdPties>`;
  const origin = entry.origin === null ? undefined : `${entry.origin.kind} ${entry.origin.id}`;
  const reverses = entry.linkedTransactionId === null ? undefined : `reverses ${entry.linkedTransactionId}`;
  const txInfo = [origin, reverses].filter((part) => part !== undefined).join('; ');
  return `<Ntry><NtryRef>${id}</NtryRef>${amount}${REVERSAL_TYPES.has(entry.type) ? '<RvslInd>true</RvslInd>' : ''}`
    + `<Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>${entry.bookingDate}</Dt></BookgDt><ValDt><Dt>${entry.bookingDate}</Dt></ValDt><AcctSvcrRef>${id}</AcctSvcrRef>`
    + `<BkTxCd><Domn><Cd>${code.domain}</Cd><Fmly><Cd>${code.family}</Cd><SubFmlyCd>${code.subFamily}</SubFmlyCd></Fmly></Domn>`
    + `<Prtry>${xmlElement('Cd', entry.type, 35)}<Issr>Treasury</Issr></Prtry></BkTxCd>`
    + `<NtryDtls><TxDtls><Refs><AcctSvcrRef>${id}</AcctSvcrRef>${xmlElement('EndToEndId', entry.origin === null ? undefined : fittedId(entry.origin.id, 35), 35)}</Refs>${amount}${parties}`
    + `${entry.reference === null || xmlText(entry.reference, 140) === undefined ? '' : `<RmtInf>${xmlElement('Ustrd', entry.reference, 140)}</RmtInf>`}`
    + `${xmlElement('AddtlTxInf', txInfo, 500)}</TxDtls></NtryDtls>${xmlElement('AddtlNtryInf', entry.description, 500)}</Ntry>`;
}

export const camt053Format: StatementFormat = {
  id: 'camt053',
  name: 'camt.053.001.08',
  extension: 'xml',
  independentEntries: true,
  refusal(summary) {
    const currency = iso4217Refusal(summary, 'camt.053 (ISO 20022)');
    if (currency !== undefined) return currency;
    if (summary.account.exponent > MAX_FRACTION_DIGITS) return `camt.053 amounts have at most ${MAX_FRACTION_DIGITS} decimals, and ${summary.account.currency} has ${summary.account.exponent}`;
    const largest = [summary.opening, summary.closing, summary.credits + summary.debits].reduce((a, b) => (absolute(a) > absolute(b) ? a : b));
    if (digits(largest) > MAX_TOTAL_DIGITS) return `camt.053 amounts have at most ${MAX_TOTAL_DIGITS} digits, and this statement's totals have ${digits(largest)}`;
    return undefined;
  },
  writer(summary) {
    const { account, period } = summary;
    const key = statementKey(summary);
    const toInstant = new Date(Math.floor((period.endUs - 1000) / 1000)).toISOString();
    return {
      begin: () => '<?xml version="1.0" encoding="UTF-8"?>\n'
        + `<Document xmlns="${NAMESPACE}"><BkToCstmrStmt>`
        + `<GrpHdr><MsgId>TRSY-${compactStamp(summary.createdAt)}-${key}</MsgId><CreDtTm>${summary.createdAt}</CreDtTm></GrpHdr>`
        + `<Stmt><Id>${period.from}-${period.to}-${key}</Id><CreDtTm>${summary.createdAt}</CreDtTm>`
        + `<FrToDt><FrDtTm>${new Date(period.startUs / 1000).toISOString()}</FrDtTm><ToDtTm>${toInstant}</ToDtTm></FrToDt>`
        + `<Acct><Id><Othr><Id>${xmlText(fittedId(account.id, 34), 34)}</Id></Othr></Id><Ccy>${account.currency}</Ccy>${xmlElement('Nm', account.name, 70)}</Acct>`
        + balance('OPBD', summary.opening, summary, period.from)
        + balance(summary.interim ? 'ITBD' : 'CLBD', summary.closing, summary, summary.closingDate)
        + summaryOf(summary)
        + '\n',
      entry: (entry) => `${entryXml(entry, summary)}\n`,
      end: () => `${xmlElement('AddtlStmtInf', summary.asOf === null ? undefined : `As of the last sync, ${summary.asOf}; period in ${period.timeZone}`, 500)}</Stmt></BkToCstmrStmt></Document>\n`,
    };
  },
};
