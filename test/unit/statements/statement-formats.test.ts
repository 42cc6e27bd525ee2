// Each statement format written from the fixture month and read back by an independent
// reader: camt.053 and OFX by fast-xml-parser against their message definitions (order,
// required elements, code sets, amount and currency patterns), MT940 by mt940js, BAI2 by
// the strict reader of test/support; the QuickBooks and Xero CSV by csv-parse. Balances,
// entries, ties, the reversal, the fees and the text are compared with the cached ledger.
import { parse as parseCsv } from 'csv-parse/sync';
import { Parser as Mt940Parser } from 'mt940js';
import { describe, expect, it } from 'vitest';
import { readBai2 } from '../../support/statement-readers/bai2-reader';
import { CAMT053_DEFINITION } from '../../support/statement-readers/camt053-definition';
import { OFX_DEFINITION } from '../../support/statement-readers/ofx-definition';
import { ISO_BANK_TRANSACTION_CODES } from '../../support/statement-readers/published-code-lists';
import { attributesOf, checkNode, childrenOf, elements, nameOf, parseOrdered, textOf, type XmlNode } from '../../support/statement-readers/xml-structure';
import { ACCOUNT, ACCOUNT_NAME, entriesBetween, LONG_DESCRIPTION, PAYEE, REFERENCE, statementCache } from './statement-fixture';
import { cents, writeStatement } from './statement-writers';

// February 2026 in Europe/Berlin (UTC+1 all month).
const BERLIN = { timeZone: 'Europe/Berlin' };
const FEBRUARY_BERLIN = entriesBetween('2026-01-31T23:00:00.000Z', '2026-02-28T23:00:00.000Z');
const OPENING = 100000n; // the 1000.00 deposit before the period
const signed = (t: { direction: string; amount: string }) => (t.direction === 'credit' ? cents(t.amount) : -cents(t.amount));
const CLOSING = FEBRUARY_BERLIN.reduce((sum, t) => sum + signed(t), OPENING);

function child(node: XmlNode, ...path: string[]): XmlNode {
  let at = node;
  for (const name of path) {
    const next = childrenOf(at).find((c) => nameOf(c) === name);
    if (next === undefined) throw new Error(`no ${name} under ${nameOf(at)}`);
    at = next;
  }
  return at;
}
const all = (node: XmlNode, name: string) => childrenOf(node).filter((c) => nameOf(c) === name);
const camtSigned = (node: XmlNode) => (textOf(child(node, 'CdtDbtInd')) === 'CRDT' ? 1n : -1n) * cents(textOf(child(node, 'Amt')));

describe('camt.053.001.08', () => {
  it('follows the message definition and carries the cached month exactly', async () => {
    const { text, result, mode } = await writeStatement(statementCache(), 'camt053', BERLIN);
    expect(mode).toBe(0o600);
    const parsed = parseOrdered(text);
    expect(parsed.problems).toEqual([]);
    const document = elements(parsed.nodes)[0] as XmlNode;
    expect(checkNode(CAMT053_DEFINITION, document, 'Document', 'Document')).toEqual([]);
    const stmt = child(document, 'BkToCstmrStmt', 'Stmt');
    expect(textOf(child(stmt, 'Acct', 'Id', 'Othr', 'Id'))).toBe(ACCOUNT);
    expect(textOf(child(stmt, 'Acct', 'Nm'))).toBe(ACCOUNT_NAME);
    const balances = all(stmt, 'Bal').map((b) => [textOf(child(b, 'Tp', 'CdOrPrtry', 'Cd')), camtSigned(b), attributesOf(child(b, 'Amt'))['Ccy']]);
    expect(balances).toEqual([['OPBD', OPENING, 'EUR'], ['CLBD', CLOSING, 'EUR']]);
    const entries = all(stmt, 'Ntry');
    expect(entries.map((n) => textOf(child(n, 'NtryRef')))).toEqual(FEBRUARY_BERLIN.map((t) => t.id));
    expect(entries.map(camtSigned)).toEqual(FEBRUARY_BERLIN.map(signed));
    expect(textOf(child(stmt, 'TxsSummry', 'TtlNtries', 'NbOfNtries'))).toBe(String(FEBRUARY_BERLIN.length));
    expect(result.summary.entryCount).toBe(FEBRUARY_BERLIN.length);
    for (const entry of entries) {
      expect(textOf(child(entry, 'Sts', 'Cd'))).toBe('BOOK');
      const code = child(entry, 'BkTxCd', 'Domn');
      expect(ISO_BANK_TRANSACTION_CODES).toContain(`${textOf(child(code, 'Cd'))}/${textOf(child(code, 'Fmly', 'Cd'))}/${textOf(child(code, 'Fmly', 'SubFmlyCd'))}`);
    }
    // The first entry is 31 January in UTC but 1 February in Berlin.
    expect(textOf(child(entries[0] as XmlNode, 'BookgDt', 'Dt'))).toBe('2026-02-01');
    const payment = entries[1] as XmlNode;
    expect(textOf(child(payment, 'NtryDtls', 'TxDtls', 'RltdPties', 'Cdtr', 'Pty', 'Nm'))).toBe(PAYEE);
    expect(textOf(child(payment, 'NtryDtls', 'TxDtls', 'RmtInf', 'Ustrd'))).toBe(REFERENCE);
    expect(textOf(child(payment, 'NtryDtls', 'TxDtls', 'Refs', 'EndToEndId'))).toBe('pmt_000001');
    expect(textOf(child(entries[2] as XmlNode, 'AddtlNtryInf'))).toBe('Fee <ach> & "wire"');
    const reversal = entries[3] as XmlNode;
    expect(textOf(child(reversal, 'RvslInd'))).toBe('true');
    expect(textOf(child(reversal, 'AddtlNtryInf'))).toBe('\u200Fהחזר refund');
    expect(textOf(child(entries[4] as XmlNode, 'AddtlNtryInf'))).toBe(LONG_DESCRIPTION);
  });

  it('the definition check refuses broken documents', async () => {
    const { text } = await writeStatement(statementCache(), 'camt053', BERLIN);
    const problems = (xml: string) => {
      const parsed = parseOrdered(xml);
      return parsed.problems.length > 0 ? parsed.problems : checkNode(CAMT053_DEFINITION, elements(parsed.nodes)[0] as XmlNode, 'Document', 'Document');
    };
    expect(problems(text.replace('<Sts><Cd>BOOK</Cd></Sts>', ''))).toEqual([expect.stringContaining('Sts is required')]);
    expect(problems(text.replace(/<CdtDbtInd>DBIT<\/CdtDbtInd>(<Sts>)/, '$1<CdtDbtInd>DBIT</CdtDbtInd>')).join()).toMatch(/CdtDbtInd is required/);
    expect(problems(text.replace('>200.00</Amt>', '>-200.00</Amt>')).join()).toMatch(/does not match/);
    expect(problems(text.replace('>1.50</Amt>', '>1.500001</Amt>')).join()).toMatch(/does not match/);
    expect(problems(text.replace('Ccy="EUR"', 'Ccy="USDC"')).join()).toMatch(/Ccy="USDC"/);
    expect(problems(text.replace('<Cd>OPBD</Cd>', '<Cd>OPENING</Cd>')).join()).toMatch(/OPENING/);
    expect(problems(text.replace('&amp;', '&')).join()).toMatch(/not well-formed/);
  });
});

describe('BAI2', () => {
  it('reads back with exact control totals and record counts, one group per day', async () => {
    const { text } = await writeStatement(statementCache(), 'bai2', BERLIN);
    const file = readBai2(text);
    expect(file.groups).toHaveLength(28);
    expect(file.groups[0]?.asOfDate).toBe('260201');
    const accounts = file.groups.map((g) => g.accounts[0]!);
    expect(accounts[0]?.summaries.get('010')).toBe(OPENING);
    expect(accounts[27]?.summaries.get('015')).toBe(CLOSING);
    // Each day opens where the previous closed.
    accounts.slice(1).forEach((a, i) => expect(a.summaries.get('010')).toBe(accounts[i]!.summaries.get('015')));
    const details = accounts.flatMap((a) => a.details);
    expect(details.map((d) => d.bankReference)).toEqual(FEBRUARY_BERLIN.map((t) => t.id));
    expect(details.map((d) => (d.typeCode < 400 ? d.amount : -d.amount))).toEqual(FEBRUARY_BERLIN.map(signed));
    expect(details.find((d) => d.bankReference === 'txn_000005')?.text).toContain('end');
    expect(text).toMatch(/^88,/m);
    expect(details[1]?.text).toBe('Muller & Sohne <GmbH> ? - Payment to Muller ?');
  });

  it('the reader refuses wrong totals and counts', async () => {
    const { text } = await writeStatement(statementCache(), 'bai2', BERLIN);
    const lines = text.split('\n');
    const at = lines.findIndex((l) => l.startsWith('49,'));
    const wrongTotal = lines.map((l, i) => (i === at ? l.replace(/^49,(-?\d+)/, (_m, n: string) => `49,${BigInt(n) + 1n}`) : l)).join('\n');
    expect(() => readBai2(wrongTotal)).toThrow(/account control total/);
    expect(() => readBai2(text.replace(/^(99,-?\d+,\d+,)(\d+)/m, (_m, head: string, n: string) => `${head}${Number(n) - 1}`))).toThrow(/records/);
    expect(() => readBai2(text.replace(/^16,.*\n/m, ''))).toThrow();
  });
});

describe('MT940', () => {
  it('parses in mt940js with the balances, entries, reversal marks and SWIFT characters', async () => {
    const { text } = await writeStatement(statementCache(), 'mt940', BERLIN);
    const [statement, ...more] = new Mt940Parser().parse(text);
    if (statement === undefined) throw new Error('no statement');
    expect(more).toEqual([]);
    // "_" is not in SWIFT's character set: the id written otherwise carries its digest (statement-ids.ts).
    expect(statement.accountIdentification).toMatch(new RegExp(`^${ACCOUNT.replaceAll('_', '-')}-[0-9a-z]{12}$`));
    expect(statement.currency).toBe('EUR');
    expect(Math.round(statement.openingBalance * 100)).toBe(Number(OPENING));
    expect(Math.round(statement.closingBalance * 100)).toBe(Number(CLOSING));
    expect(statement.transactions.map((t) => Math.round(t.amount * 100))).toEqual(FEBRUARY_BERLIN.map((t) => Number(signed(t))));
    expect(statement.transactions.map((t) => t.isReversal)).toEqual(FEBRUARY_BERLIN.map((t) => t.type === 'reversal'));
    expect(statement.transactions[1]?.transactionType).toBe('NTRF');
    expect(statement.transactions[2]?.transactionType).toBe('NCHG');
    for (const line of text.split('\r\n').filter((l) => l !== '')) {
      expect(line).toMatch(/^[A-Za-z0-9 /\-?:().,'+]*$/);
      if (!line.startsWith(':')) expect(line.length).toBeLessThanOrEqual(65);
      if (!/^:(61|60F|62F|20|25|28C|86):/.test(line) && line !== '-') expect(line).not.toMatch(/^[:-]/);
    }
    expect(statement.transactions[1]?.details).toContain("Muller + Sohne (GmbH) ? / Payment to Muller ? / INV-1 'Q1' + (co)");
  });

  it('mt940js refuses a statement whose closing balance does not follow', async () => {
    const { text } = await writeStatement(statementCache(), 'mt940', BERLIN);
    expect(() => new Mt940Parser().parse(text.replace(/:62F:C(\d{6})EUR(\d+),(\d\d)/, ':62F:C$1EUR9$2,$3'))).toThrow();
  });
});

describe('OFX 2.2', () => {
  it('follows the specification, FITIDs are the ledger ids, LEDGERBAL the closing balance', async () => {
    const { text } = await writeStatement(statementCache(), 'ofx', BERLIN);
    expect(text).toMatch(/^<\?xml version="1\.0" encoding="UTF-8" standalone="no"\?>\n<\?OFX OFXHEADER="200" VERSION="2\d0"/);
    const parsed = parseOrdered(text);
    expect(parsed.problems).toEqual([]);
    const ofx = elements(parsed.nodes)[0] as XmlNode;
    expect(checkNode(OFX_DEFINITION, ofx, 'OFX', 'OFX')).toEqual([]);
    const rs = child(ofx, 'BANKMSGSRSV1', 'STMTTRNRS', 'STMTRS');
    expect(textOf(child(rs, 'CURDEF'))).toBe('EUR');
    const transactions = all(child(rs, 'BANKTRANLIST'), 'STMTTRN');
    expect(transactions.map((t) => textOf(child(t, 'FITID')))).toEqual(FEBRUARY_BERLIN.map((t) => t.id));
    expect(transactions.map((t) => cents(textOf(child(t, 'TRNAMT'))))).toEqual(FEBRUARY_BERLIN.map(signed));
    expect(cents(textOf(child(rs, 'LEDGERBAL', 'BALAMT')))).toBe(CLOSING);
    expect(textOf(child(transactions[0] as XmlNode, 'DTPOSTED'))).toBe('20260201');
    expect(textOf(child(transactions[1] as XmlNode, 'NAME'))).toBe(PAYEE);
    expect(textOf(child(transactions[2] as XmlNode, 'TRNTYPE'))).toBe('FEE');
    const broken = parseOrdered(text.replace(/<FITID>[^<]*<\/FITID>/, ''));
    expect(checkNode(OFX_DEFINITION, elements(broken.nodes)[0] as XmlNode, 'OFX', 'OFX').join()).toMatch(/FITID is required/);
  });
});

describe('a fee names no party', () => {
  // txn_000003: the fee of pmt_000001, whose counterparty is PAYEE. The bank took it: no
  // format names PAYEE as its payee or creditor; the payment stays its reference and origin.
  it('in every format, keeping the payment as its reference', async () => {
    const cache = statementCache();
    const camt = (await writeStatement(cache, 'camt053', BERLIN)).text;
    const feeNtry = camt.split('<Ntry>').find((ntry) => ntry.includes('<NtryRef>txn_000003<')) as string;
    expect(feeNtry).not.toContain('RltdPties');
    expect(feeNtry).toContain('<EndToEndId>pmt_000001</EndToEndId>');
    const paymentNtry = camt.split('<Ntry>').find((ntry) => ntry.includes('<NtryRef>txn_000002<')) as string;
    expect(paymentNtry).toContain('<Cdtr><Pty><Nm>Müller &amp; Söhne &lt;GmbH&gt; 🚀</Nm>');
    const ofx = (await writeStatement(cache, 'ofx', BERLIN)).text;
    const feeTrn = ofx.split('<STMTTRN>').find((trn) => trn.includes('<FITID>txn_000003<')) as string;
    expect(feeTrn).not.toContain('<NAME>');
    expect(feeTrn).toContain('payment pmt_000001');
    const xero = parseCsv((await writeStatement(cache, 'xero-csv', BERLIN)).text, { columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];
    expect(xero[2]).toMatchObject({ Amount: '-1.50', Payee: '', Reference: REFERENCE });
    const quickbooks = parseCsv((await writeStatement(cache, 'quickbooks-csv', BERLIN)).text, { columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];
    expect(quickbooks[2]?.['Description']).toBe(`Fee <ach> & "wire" - ${REFERENCE}`);
    const mt940 = (await writeStatement(cache, 'mt940', BERLIN)).text.split('\r\n');
    expect(mt940[mt940.findIndex((line) => line.startsWith('txn-000003-')) + 1]).toBe(":86:Fee (ach) + 'wire' / INV-1 'Q1' + (co) ???? / payment pmt-000001");
    const bai2 = (await writeStatement(cache, 'bai2', BERLIN)).text.split('\n');
    expect(bai2.find((line) => line.includes(',txn_000003,'))).toBe('16,698,150,Z,txn_000003,INV-1 "Q1" & <co> ????,Fee <ach> & "wire"');
  });
});

describe('accounting CSV presets', () => {
  it('QuickBooks Online: Date (MM/DD/YYYY), Description, Amount', async () => {
    const { text } = await writeStatement(statementCache(), 'quickbooks-csv', BERLIN);
    const rows = parseCsv(text, { columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).toEqual(['Date', 'Description', 'Amount']);
    expect(rows.map((r) => cents(r['Amount'] as string))).toEqual(FEBRUARY_BERLIN.map(signed));
    expect(rows[0]?.['Date']).toBe('02/01/2026');
    expect(rows[1]?.['Description']).toBe(`${PAYEE} - Payment to Müller 💸 - ${REFERENCE}`);
  });

  it('Xero: Date (DD/MM/YYYY), Amount, Payee, Description, Reference; formulas neutralised', async () => {
    const { text } = await writeStatement(statementCache(), 'xero-csv', BERLIN);
    const rows = parseCsv(text, { columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).toEqual(['Date', 'Amount', 'Payee', 'Description', 'Reference']);
    expect(rows.map((r) => r['Date'])).toContain('20/02/2026');
    expect(rows[1]).toEqual({ Date: '03/02/2026', Amount: '-200.00', Payee: PAYEE, Description: 'Payment to Müller 💸', Reference: REFERENCE });
    expect(rows.find((r) => r['Date'] === '20/02/2026')?.['Description']).toBe("'-starts like the end");
  });
});
