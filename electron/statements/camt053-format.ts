// ISO 20022 camt.053.001.08 (BankToCustomerStatementV08): one Stmt for the account and
// period, balances OPBD and CLBD, a transaction summary, one Ntry per ledger entry
// (camt053-entry.ts: status BOOK, booking and value date in the period's zone, the bank
// transaction code of entry-type-codes.ts, references and the related party). Element
// order and lengths follow the message definition; amounts are ActiveOrHistoricCurrency
// AndAmount (at most 18 digits, 5 of them decimals, three-letter currency).
import { camt053Entry } from './camt053-entry';
import { absolute, minorToDecimal } from './minor-units';
import type { StatementSummary } from './statement-model';
import type { StatementFormat } from './statement-format';
import { iso4217Refusal } from './statement-format';
import { compactStamp, fittedId, statementKey } from './statement-ids';
import { renderEntry } from './statement-entry-template';
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
  entryTemplate: camt053Entry,
  writer(summary) {
    const { account, period } = summary;
    const entry = camt053Entry(summary);
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
      entry: (value) => renderEntry(entry, value, summary),
      end: () => `${xmlElement('AddtlStmtInf', summary.asOf === null ? undefined : `As of the last sync, ${summary.asOf}; period in ${period.timeZone}`, 500)}</Stmt></BkToCstmrStmt></Document>\n`,
    };
  },
};
