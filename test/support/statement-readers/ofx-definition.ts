// The parts of OFX 2.2 (XML) a bank statement download uses, written out from the OFX
// specification (section 11.4, bank statement download) for the tests: aggregates in
// their order, the element types' patterns and lengths (BANKID A-9, ACCTID A-22, NAME
// A-32, MEMO A-255, FITID A-255), the TRNTYPE and ACCTTYPE code sets.
import type { Definition, Particle } from './xml-structure';

const opt = (name: string, type: string, max = 1): Particle => ({ name, type, min: 0, max });
const one = (name: string, type: string): Particle => ({ name, type });
const text = (maxLength: number) => ({ text: /^[\s\S]*$/u, maxLength });

export const OFX_TRNTYPES = ['CREDIT', 'DEBIT', 'INT', 'DIV', 'FEE', 'SRVCHG', 'DEP', 'ATM', 'POS', 'XFER', 'CHECK', 'PAYMENT', 'CASH', 'DIRECTDEP', 'DIRECTDEBIT', 'REPEATPMT', 'HOLD', 'OTHER'];
const DATE = /^\d{8}(\d{6}(\.\d{3})?)?(\[[+-]?\d+(\.\d+)?(:[A-Za-z]+)?\])?$/;

export const OFX_DEFINITION: Definition = {
  OFX: { sequence: [one('SIGNONMSGSRSV1', 'SIGNONMSGSRSV1'), one('BANKMSGSRSV1', 'BANKMSGSRSV1')] },
  SIGNONMSGSRSV1: { sequence: [one('SONRS', 'SONRS')] },
  SONRS: { sequence: [one('STATUS', 'STATUS'), one('DTSERVER', 'Date'), one('LANGUAGE', 'Language')] },
  STATUS: { sequence: [one('CODE', 'StatusCode'), one('SEVERITY', 'Severity'), opt('MESSAGE', 'A255')] },
  BANKMSGSRSV1: { sequence: [opt('STMTTRNRS', 'STMTTRNRS', Infinity)] },
  STMTTRNRS: { sequence: [one('TRNUID', 'A36'), one('STATUS', 'STATUS'), opt('STMTRS', 'STMTRS')] },
  STMTRS: { sequence: [one('CURDEF', 'Currency'), one('BANKACCTFROM', 'BANKACCTFROM'), opt('BANKTRANLIST', 'BANKTRANLIST'), one('LEDGERBAL', 'LEDGERBAL'), opt('AVAILBAL', 'LEDGERBAL')] },
  BANKACCTFROM: { sequence: [one('BANKID', 'A9'), opt('BRANCHID', 'A22'), one('ACCTID', 'A22'), one('ACCTTYPE', 'AccountType')] },
  BANKTRANLIST: { sequence: [one('DTSTART', 'Date'), one('DTEND', 'Date'), opt('STMTTRN', 'STMTTRN', Infinity)] },
  STMTTRN: {
    sequence: [
      one('TRNTYPE', 'TransactionType'), one('DTPOSTED', 'Date'), opt('DTUSER', 'Date'), opt('DTAVAIL', 'Date'), one('TRNAMT', 'Amount'), one('FITID', 'A255'),
      opt('CORRECTFITID', 'A255'), opt('SRVRTID', 'A10'), opt('CHECKNUM', 'A12'), opt('REFNUM', 'A32'), opt('SIC', 'A6'), opt('PAYEEID', 'A12'), opt('NAME', 'A32'),
      opt('EXTDNAME', 'A100'), opt('MEMO', 'A255'),
    ],
  },
  LEDGERBAL: { sequence: [one('BALAMT', 'Amount'), one('DTASOF', 'Date')] },
  Date: { text: DATE },
  Amount: { text: /^-?\d+(\.\d+)?$/ },
  Currency: { text: /^[A-Z]{3}$/ },
  Language: { text: /^[A-Z]{3}$/ },
  StatusCode: { text: /^\d{1,6}$/ },
  Severity: { text: /^(INFO|WARN|ERROR)$/ },
  AccountType: { text: /^(CHECKING|SAVINGS|MONEYMRKT|CREDITLINE|CD)$/ },
  TransactionType: { text: new RegExp(`^(${OFX_TRNTYPES.join('|')})$`) },
  A6: text(6),
  A9: text(9),
  A10: text(10),
  A12: text(12),
  A22: text(22),
  A32: text(32),
  A36: text(36),
  A100: text(100),
  A255: text(255),
};
