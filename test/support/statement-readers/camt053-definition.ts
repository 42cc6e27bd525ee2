// The parts of ISO 20022 camt.053.001.08 (BankToCustomerStatementV08) a statement uses,
// written out from the message definition for the tests: element order and occurrences,
// simple types' patterns and lengths, the amount type's 18 digits with at most 5
// decimals and its three-letter currency. Elements the statements never write are not
// listed, so they would be reported as not allowed.
import type { Definition, Particle } from './xml-structure';

const opt = (name: string, type: string, max = 1): Particle => ({ name, type, min: 0, max });
const one = (name: string, type: string): Particle => ({ name, type });
const text = (maxLength: number) => ({ text: /^[\s\S]*$/u, maxLength });

export const CAMT053_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08';
/** ActiveOrHistoricCurrencyAndAmount: at most 18 digits, at most 5 after the point, not negative. */
export const CAMT_AMOUNT = /^(?=(?:\D*\d){1,18}\D*$)\d+(\.\d{1,5})?$/;

export const CAMT053_DEFINITION: Definition = {
  Document: { sequence: [one('BkToCstmrStmt', 'BankToCustomerStatementV08')], attributes: { xmlns: new RegExp(`^${CAMT053_NAMESPACE.replaceAll('.', '\\.')}$`) } },
  BankToCustomerStatementV08: { sequence: [one('GrpHdr', 'GroupHeader81'), { name: 'Stmt', type: 'AccountStatement9', min: 1, max: Infinity }] },
  GroupHeader81: { sequence: [one('MsgId', 'Max35Text'), one('CreDtTm', 'ISODateTime'), opt('AddtlInf', 'Max500Text')] },
  AccountStatement9: {
    sequence: [
      one('Id', 'Max35Text'), opt('ElctrncSeqNb', 'Number'), opt('LglSeqNb', 'Number'), opt('CreDtTm', 'ISODateTime'), opt('FrToDt', 'DateTimePeriod1'),
      one('Acct', 'CashAccount39'), { name: 'Bal', type: 'CashBalance8', min: 1, max: Infinity }, opt('TxsSummry', 'TotalTransactions6'),
      opt('Ntry', 'ReportEntry10', Infinity), opt('AddtlStmtInf', 'Max500Text'),
    ],
  },
  DateTimePeriod1: { sequence: [one('FrDtTm', 'ISODateTime'), one('ToDtTm', 'ISODateTime')] },
  CashAccount39: { sequence: [one('Id', 'AccountIdentification4Choice'), opt('Ccy', 'CurrencyCode'), opt('Nm', 'Max70Text')] },
  AccountIdentification4Choice: { choice: [one('IBAN', 'IBAN2007Identifier'), one('Othr', 'GenericAccountIdentification1')] },
  GenericAccountIdentification1: { sequence: [one('Id', 'Max34Text')] },
  CashBalance8: { sequence: [one('Tp', 'BalanceType13'), one('Amt', 'Amount'), one('CdtDbtInd', 'CreditDebitCode'), one('Dt', 'DateAndDateTime2Choice')] },
  BalanceType13: { sequence: [one('CdOrPrtry', 'BalanceType10Choice')] },
  BalanceType10Choice: { choice: [one('Cd', 'BalanceTypeCode'), one('Prtry', 'Max35Text')] },
  DateAndDateTime2Choice: { choice: [one('Dt', 'ISODate'), one('DtTm', 'ISODateTime')] },
  TotalTransactions6: { sequence: [opt('TtlNtries', 'NumberAndSumOfTransactions4'), opt('TtlCdtNtries', 'NumberAndSumOfTransactions1'), opt('TtlDbtNtries', 'NumberAndSumOfTransactions1')] },
  NumberAndSumOfTransactions4: { sequence: [opt('NbOfNtries', 'Max15NumericText'), opt('Sum', 'DecimalNumber'), opt('TtlNetNtry', 'AmountAndDirection35')] },
  NumberAndSumOfTransactions1: { sequence: [opt('NbOfNtries', 'Max15NumericText'), opt('Sum', 'DecimalNumber')] },
  AmountAndDirection35: { sequence: [one('Amt', 'DecimalNumber'), one('CdtDbtInd', 'CreditDebitCode')] },
  ReportEntry10: {
    sequence: [
      opt('NtryRef', 'Max35Text'), one('Amt', 'Amount'), one('CdtDbtInd', 'CreditDebitCode'), opt('RvslInd', 'TrueFalseIndicator'),
      one('Sts', 'EntryStatus1Choice'), opt('BookgDt', 'DateAndDateTime2Choice'), opt('ValDt', 'DateAndDateTime2Choice'), opt('AcctSvcrRef', 'Max35Text'),
      one('BkTxCd', 'BankTransactionCodeStructure4'), opt('NtryDtls', 'EntryDetails9', Infinity), opt('AddtlNtryInf', 'Max500Text'),
    ],
  },
  EntryStatus1Choice: { choice: [one('Cd', 'EntryStatusCode'), one('Prtry', 'Max35Text')] },
  BankTransactionCodeStructure4: { sequence: [opt('Domn', 'BankTransactionCodeStructure5'), opt('Prtry', 'ProprietaryBankTransactionCodeStructure1')] },
  BankTransactionCodeStructure5: { sequence: [one('Cd', 'Code4'), one('Fmly', 'BankTransactionCodeStructure6')] },
  BankTransactionCodeStructure6: { sequence: [one('Cd', 'Code4'), one('SubFmlyCd', 'Code4')] },
  ProprietaryBankTransactionCodeStructure1: { sequence: [one('Cd', 'Max35Text'), opt('Issr', 'Max35Text')] },
  EntryDetails9: { sequence: [opt('TxDtls', 'EntryTransaction10', Infinity)] },
  EntryTransaction10: {
    sequence: [
      opt('Refs', 'TransactionReferences6'), opt('Amt', 'Amount'), opt('CdtDbtInd', 'CreditDebitCode'), opt('RltdPties', 'TransactionParties6'),
      opt('RmtInf', 'RemittanceInformation16'), opt('AddtlTxInf', 'Max500Text'),
    ],
  },
  TransactionReferences6: { sequence: [opt('MsgId', 'Max35Text'), opt('AcctSvcrRef', 'Max35Text'), opt('PmtInfId', 'Max35Text'), opt('InstrId', 'Max35Text'), opt('EndToEndId', 'Max35Text')] },
  TransactionParties6: { sequence: [opt('InitgPty', 'Party40Choice'), opt('Dbtr', 'Party40Choice'), opt('DbtrAcct', 'CashAccount39'), opt('UltmtDbtr', 'Party40Choice'), opt('Cdtr', 'Party40Choice')] },
  Party40Choice: { choice: [one('Pty', 'PartyIdentification135')] },
  PartyIdentification135: { sequence: [opt('Nm', 'Max140Text')] },
  RemittanceInformation16: { sequence: [opt('Ustrd', 'Max140Text', Infinity)] },
  Max35Text: text(35),
  Max34Text: text(34),
  Max70Text: text(70),
  Max140Text: text(140),
  Max500Text: text(500),
  Number: { text: /^\d{1,18}$/ },
  Max15NumericText: { text: /^[0-9]{1,15}$/ },
  DecimalNumber: { text: /^(?=(?:\D*\d){1,18}\D*$)-?\d+(\.\d{1,17})?$/ },
  Amount: { text: CAMT_AMOUNT, attributes: { Ccy: /^[A-Z]{3}$/ }, requiredAttributes: ['Ccy'] },
  CurrencyCode: { text: /^[A-Z]{3}$/ },
  CreditDebitCode: { text: /^(CRDT|DBIT)$/ },
  TrueFalseIndicator: { text: /^(true|false)$/ },
  BalanceTypeCode: { text: /^(OPBD|CLBD|OPAV|CLAV|FWAV|PRCD|ITBD|ITAV|INFO|XPCD)$/ },
  EntryStatusCode: { text: /^(BOOK|PDNG|INFO|FUTR)$/ },
  Code4: { text: /^[A-Z0-9]{1,4}$/ },
  ISODate: { text: /^\d{4}-\d{2}-\d{2}$/ },
  ISODateTime: { text: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/ },
  IBAN2007Identifier: { text: /^[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{1,30}$/ },
};
