// OFX 2.2 (XML): a bank statement response (STMTRS) with the account, the period's
// transactions (STMTTRN: TRNTYPE of entry-type-codes.ts, the booking date, the signed
// amount, FITID = the ledger entry's id, so that importing an overlapping period twice
// creates no duplicate in QuickBooks or Xero) and the closing balance as LEDGERBAL.
// Dates are days in the period's time zone (YYYYMMDD); the server time is UTC.
import { codesOf } from './entry-type-codes';
import { minorToDecimal } from './minor-units';
import type { StatementEntry, StatementSummary } from './statement-model';
import type { StatementFormat } from './statement-format';
import { iso4217Refusal } from './statement-format';
import { compactStamp, fittedId, statementKey } from './statement-ids';
import { xmlElement, xmlText } from './statement-text';

const STATUS_OK = '<STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>';
/** BANKACCTFROM's BANKID: the app is the "bank" of these statements. */
export const OFX_BANK_ID = 'TREASURY';

const day = (date: string) => date.replaceAll('-', '');
/**
 * ACCTID holds 22 characters: a longer account id keeps its last 22 (the random part of the
 * API's `acc_` ids), the same in every file, so importers match the account again. A file
 * holds one account, so this cut never makes two of its entries one (FITIDs are fitted).
 */
export const ofxAccountId = (id: string) => (id.length > 22 ? id.slice(-22) : id);

function transaction(entry: StatementEntry, summary: StatementSummary): string {
  const signed = entry.direction === 'credit' ? entry.amount : -entry.amount;
  const memo = [entry.description, entry.origin === null ? null : `${entry.origin.kind} ${entry.origin.id}`].filter((part) => part !== null && part !== '').join(' - ');
  return `<STMTTRN><TRNTYPE>${codesOf(entry.type).ofx[entry.direction]}</TRNTYPE><DTPOSTED>${day(entry.bookingDate)}</DTPOSTED>`
    + `<TRNAMT>${minorToDecimal(signed, summary.account.exponent)}</TRNAMT><FITID>${xmlText(fittedId(entry.id, 255), 255)}</FITID>`
    + `${xmlElement('REFNUM', entry.reference, 32)}${xmlElement('NAME', entry.counterpartyName, 32)}${xmlElement('MEMO', memo, 255)}</STMTTRN>\n`;
}

export const ofxFormat: StatementFormat = {
  id: 'ofx',
  name: 'OFX 2.2',
  extension: 'ofx',
  independentEntries: true,
  refusal: (summary) => iso4217Refusal(summary, 'OFX'),
  writer(summary) {
    const { account, period } = summary;
    const stamp = compactStamp(summary.createdAt).replace('T', '');
    const last = period.days[period.days.length - 1]?.date ?? period.to;
    return {
      begin: () => '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n'
        + '<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\n'
        + `<OFX><SIGNONMSGSRSV1><SONRS>${STATUS_OK}<DTSERVER>${stamp}.000[0:GMT]</DTSERVER><LANGUAGE>ENG</LANGUAGE></SONRS></SIGNONMSGSRSV1>\n`
        + `<BANKMSGSRSV1><STMTTRNRS><TRNUID>${statementKey(summary)}</TRNUID>${STATUS_OK}<STMTRS><CURDEF>${account.currency}</CURDEF>`
        + `<BANKACCTFROM><BANKID>${OFX_BANK_ID}</BANKID><ACCTID>${xmlText(ofxAccountId(account.id), 22)}</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>\n`
        + `<BANKTRANLIST><DTSTART>${day(period.from)}</DTSTART><DTEND>${day(last)}</DTEND>\n`,
      entry: (entry) => transaction(entry, summary),
      end: () => `</BANKTRANLIST><LEDGERBAL><BALAMT>${minorToDecimal(summary.closing, account.exponent)}</BALAMT><DTASOF>${day(summary.closingDate)}</DTASOF></LEDGERBAL>`
        + '</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n',
    };
  },
};
