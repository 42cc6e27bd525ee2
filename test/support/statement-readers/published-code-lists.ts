// The published code lists the statement formats draw their codes from, written out for
// the tests (test/unit/statements/entry-type-codes.test.ts checks every code of
// electron/statements/entry-type-codes.ts against them). Sources, one per list below;
// docs/statements.md names them too.

/**
 * ISO 20022 External Code Sets, Bank Transaction Codes (ExternalBankTransactionDomain1Code,
 * ...Family1Code, ...SubFamily1Code), for the domains a statement uses (Payments PMNT,
 * Account Management ACMT, Foreign Exchange FORX): each domain/family with the sub-families
 * the code set lists as its members. Source: the ISO 20022 "Bank Transaction Codes -
 * External Code Sets" structure report (ISO 20022 Registration Authority), as enumerated
 * with each code's "Member of Domain / Member of Family" in the ISO code-set schema
 * camt.052_codelists.xsd (STUZZA, version 2016Q2; GitHub repository libracore/erpnextswiss,
 * erpnextswiss/public/xsd/camt.052_codelists.xsd).
 */
const ISO_SUB_FAMILIES: Readonly<Record<string, string>> = {
  'PMNT/CCRD': 'CAJT CDPT CHRG COME COMI COMM COMT CWDL DAJT FEES INTR NTAV OTHR POSC POSD RIMB SMRT TAXE XBCP XBCW',
  'PMNT/CNTR': 'BCDP BCWD CAJT CDPT CHKD CHRG COME COMI COMM COMT CWDL DAJT FCDP FCWD FEES INTR MIXD MSCD NTAV OTHR RIMB TAXE TCDP TCWD',
  'PMNT/DRFT': 'CAJT CHRG COME COMI COMM COMT DAJT DDFT DMCG FEES INTR NTAV OTHR RIMB STAM STLR TAXE UDFT',
  'PMNT/ICCN': 'ACON BACT CAJT CHRG COAT COME COMI COMM COMT DAJT FEES FIOA ICCT INTR NTAV OTHR RIMB TAXE XICT',
  'PMNT/ICDT': 'ACDT ACOR ADBT APAC ARET AREV ASET ATXN AUTT BOOK CAJT CHRG COME COMI COMM COMT DAJT DMCT ESCT FEES FICT INTR NTAV OTHR PRCT RIMB RPCR RRTN SALA SDVA STDO TAXE TTLS VCOM XBCT XBSA XBST',
  'PMNT/ICHQ': 'ARPD BCHQ CAJT CASH CCCH CCHQ CDIS CHRG CLCQ COME COMI COMM COMT CQRV CRCQ CSHA DAJT FEES INTR NPCC NTAV OPCQ ORCQ OTHR RIMB TAXE UPCQ URCQ XBCQ XPCQ XRCQ',
  'PMNT/IDDT': 'BBDD CAJT CHRG COME COMI COMM COMT DAJT ESDD FEES FIDD INTR NTAV OODD OTHR PADD PMDD PRDD RCDD RIMB TAXE UPDD URDD XBDD',
  'PMNT/LBOX': 'CAJT CHRG COME COMI COMM COMT DAJT FEES INTR LBCA LBDB LBDP NTAV OTHR RIMB TAXE',
  'PMNT/MCOP': 'ADJT CHRG COME COMI COMM COMT FEES INTR NTAV OTHR RIMB TAXE',
  'PMNT/MCRD': 'CAJT CHRG COME COMI COMM COMT DAJT FEES INTR NTAV OTHR POSC POSP RIMB SMCD TAXE UPCT',
  'PMNT/MDOP': 'ADJT CHRG COME COMI COMM COMT FEES IADD INTR NTAV OTHR RIMB TAXE',
  'PMNT/NTAV': 'NTAV',
  'PMNT/OTHR': 'OTHR',
  'PMNT/RCCN': 'ACON BACT CAJT CHRG COAT COME COMI COMM COMT DAJT FEES FIOA ICCT INTR NTAV OTHR RIMB TAXE XICT',
  'PMNT/RCDT': 'ACDT ACOR ADBT APAC ARET AREV ASET ATXN AUTT BOOK CAJT CHRG COME COMI COMM COMT DAJT DMCT ESCT FEES FICT INTR NTAV OTHR PRCT RIMB RPCR RRTN SALA SDVA STDO TAXE TTLS VCOM XBCT XBSA XBST',
  'PMNT/RCHQ': 'ARPD BCHQ CAJT CASH CCCH CCHQ CDIS CHRG CLCQ COME COMI COMM COMT CQRV CRCQ CSHA DAJT FEES INTR NPCC NTAV OPCQ ORCQ OTHR RIMB TAXE UPCQ URCQ XBCQ XPCQ XRCQ',
  'PMNT/RDDT': 'BBDD CAJT CHRG COME COMI COMM COMT DAJT ESDD FEES FIDD INTR NTAV OODD OTHR PADD PMDD PRDD RCDD RIMB TAXE UPDD URDD XBDD',
  'ACMT/ACOP': 'BCKV ERTA FLTA PSTE VALD YTDA',
  'ACMT/ADOP': 'BCKV ERTA FLTA PSTE VALD YTDA',
  'ACMT/MCOP': 'ADJT CHRG COME COMI COMM COMT FEES INTR NTAV OTHR RIMB TAXE',
  'ACMT/MDOP': 'ADJT CHRG COME COMI COMM COMT FEES IADD INTR NTAV OTHR RIMB TAXE',
  'ACMT/NTAV': 'NTAV',
  'ACMT/OPCL': 'ACCC ACCO ACCT CAJT CHRG COME COMI COMM COMT DAJT FEES INTR NTAV OTHR RIMB TAXE',
  'ACMT/OTHR': 'OTHR',
  'FORX/FTUR': 'CAJT CHRG COME COMI COMM COMT DAJT FEES INTR NTAV OTHR RIMB TAXE',
  'FORX/FWRD': 'CAJT CHRG COME COMI COMM COMT DAJT FEES INTR NTAV OTHR RIMB TAXE',
  'FORX/MCOP': 'ADJT CHRG COME COMI COMM COMT FEES INTR NTAV OTHR RIMB TAXE',
  'FORX/MDOP': 'ADJT CHRG COME COMI COMM COMT FEES IADD INTR NTAV OTHR RIMB TAXE',
  'FORX/NDFX': 'CAJT CHRG COME COMI COMM COMT DAJT FEES INTR NTAV OTHR RIMB TAXE',
  'FORX/NTAV': 'NTAV',
  'FORX/OTHR': 'OTHR',
  'FORX/SPOT': 'CAJT CHRG COME COMI COMM COMT DAJT FEES INTR NTAV OTHR RIMB TAXE',
  'FORX/SWAP': 'CAJT CHRG COME COMI COMM COMT DAJT FEES INTR NTAV OTHR RIMB TAXE',
};

/** Every valid "domain/family/sub-family" of the domains above. */
export const ISO_BANK_TRANSACTION_CODES: ReadonlySet<string> = new Set(
  Object.entries(ISO_SUB_FAMILIES).flatMap(([domainFamily, subFamilies]) => subFamilies.split(' ').map((subFamily) => `${domainFamily}/${subFamily}`)),
);

/**
 * BAI2 detail type codes (level "Detail") with their names, money in (CR) and out (DB).
 * Source: BAI, "Cash Management Balance Reporting Specifications Version 2", Technical
 * Reference Manual (10/2005), Appendix A "Uniform BAI Type Codes".
 */
const BAI2_CREDITS = [
  '108 Credit (Any Type)', '115 Lockbox Deposit', '116 Item in Lockbox Deposit', '118 Lockbox Adjustment Credit', '121 EDI Transaction Credit',
  '122 EDIBANX Credit Received', '123 EDIBANX Credit Return', '135 DTC Concentration Credit', '136 Item in DTC Deposit', '142 ACH Credit Received',
  '143 Item in ACH Deposit', '145 ACH Concentration Credit', '147 Individual Bank Card Deposit', '155 Preauthorized Draft Credit',
  '156 Item in PAC Deposit', '164 Corporate Trade Payment Credit', '165 Preauthorized ACH Credit', '166 ACH Settlement',
  '168 ACH Return Item or Adjustment Settlement', '169 Miscellaneous ACH Credit', '171 Individual Loan Deposit', '172 Deposit Correction',
  '173 Bank-Prepared Deposit', '174 Other Deposit', '175 Check Deposit Package', '176 Re-presented Check Deposit', '184 Draft Deposit',
  '187 Cash Letter Credit', '189 Cash Letter Adjustment', '191 Individual Incoming Internal Money Transfer', '195 Incoming Money Transfer',
  '196 Money Transfer Adjustment', '198 Compensation', '201 Individual Automatic Transfer Credit', '202 Bond Operations Credit',
  '206 Book Transfer Credit', '208 Individual International Money Transfer Credit', '212 Foreign Letter of Credit', '213 Letter of Credit',
  '214 Foreign Exchange of Credit', '216 Foreign Remittance Credit', '218 Foreign Collection Credit', '221 Foreign Check Purchase',
  '222 Foreign Checks Deposited', '224 Commission', '226 International Money Market Trading', '227 Standing Order',
  '229 Miscellaneous International Credit', '232 Sale of Debt Security', '233 Securities Sold', '234 Sale of Equity Security',
  '235 Matured Reverse Repurchase Order', '236 Maturity of Debt Security', '237 Individual Collection Credit', '238 Collection of Dividends',
  '240 Coupon Collections – Banks', '241 Bankers’ Acceptances', '242 Collection of Interest Income', '243 Matured Fed Funds Purchased',
  '244 Interest/Matured Principal Payment', '246 Commercial Paper', '247 Capital Change', '248 Savings Bonds Sales Adjustment',
  '249 Miscellaneous Security Credit', '252 Debit Reversal', '254 Posting Error Correction Credit', '255 Check Posted and Returned',
  '257 Individual ACH Return Item', '258 ACH Reversal Credit', '261 Individual Rejected Credit', '263 Overdraft', '266 Return Item',
  '268 Return Item Adjustment', '274 Cumulative ZBA or Disbursement Credits', '275 ZBA Credit', '276 ZBA Float Adjustment',
  '277 ZBA Credit Transfer', '278 ZBA Credit Adjustment', '281 Individual Controlled Disbursing Credit', '286 Individual DTC Disbursing Credit',
  '295 ATM Credit', '301 Commercial Deposit', '306 Fed Funds Sold', '308 Trust Credit', '331 Individual Escrow Credit', '342 Broker Deposit',
  '344 Individual Back Value Credit', '345 Item in Brokers Deposit', '346 Sweep Interest Income', '347 Sweep Principal Sell', '348 Futures Credit',
  '349 Principal Payments Credit', '351 Individual Investment Sold', '353 Cash Center Credit', '354 Interest Credit', '357 Credit Adjustment',
  '358 YTD Adjustment Credit', '359 Interest Adjustment Credit', '362 Correspondent Collection', '363 Correspondent Collection Adjustment',
  '364 Loan Participation', '366 Currency and Coin Deposited', '367 Food Stamp Letter', '368 Food Stamp Adjustment',
  '369 Clearing Settlement Credit', '372 Back Value Adjustment', '373 Customer Payroll', '374 FRB Statement Recap',
  '376 Savings Bond Letter or Adjustment', '377 Treasury Tax and Loan Credit', '378 Transfer of Treasury Credit',
  '379 FRB Government Checks Cash Letter Credit', '381 FRB Government Check Adjustment', '382 FRB Postal Money Order Credit',
  '383 FRB Postal Money Order Adjustment', '384 FRB Cash Letter Auto Charge Credit', '386 FRB Cash Letter Auto Charge Adjustment',
  '387 FRB Fine-Sort Cash Letter Credit', '388 FRB Fine-Sort Adjustment', '391 Universal Credit', '392 Freight Payment Credit',
  '393 Itemized Credit Over $10,000', '394 Cumulative Credits', '395 Check Reversal', '397 Float Adjustment', '398 Miscellaneous Fee Refund',
  '399 Miscellaneous Credit', '721 Amount Applied to Interest', '722 Amount Applied to Principal', '723 Amount Applied to Escrow',
  '724 Amount Applied to Late Charges', '725 Amount Applied to Buydown', '726 Amount Applied to Misc. Fees',
  '727 Amount Applied to Deferred Interest Detail', '728 Amount Applied to Service Charge',
];
const BAI2_DEBITS = [
  '408 Float Adjustment', '409 Debit (Any Type)', '415 Lockbox Debit', '421 EDI Transaction Debit', '422 EDIBANX Settlement Debit',
  '423 EDIBANX Return Item Debit', '435 Payable–Through Draft', '445 ACH Concentration Debit', '447 ACH Disbursement Funding Debit',
  '451 ACH Debit Received', '452 Item in ACH Disbursement or Debit', '455 Preauthorized ACH Debit', '462 Account Holder Initiated ACH Debit',
  '464 Corporate Trade Payment Debit', '466 ACH Settlement', '468 ACH Return Item or Adjustment Settlement', '469 Miscellaneous ACH Debit',
  '472 Cumulative Checks Paid', '474 Certified Check Debit', '475 Check Paid', '476 Federal Reserve Bank Letter Debit',
  '477 Bank Originated Debit', '479 List Post Debit', '481 Individual Loan Payment', '484 Draft', '485 DTC Debit', '487 Cash Letter Debit',
  '489 Cash Letter Adjustment', '491 Individual Outgoing Internal Money Transfer', '493 Customer Terminal Initiated Money Transfer',
  '495 Outgoing Money Transfer', '496 Money Transfer Adjustment', '498 Compensation', '501 Individual Automatic Transfer Debit',
  '502 Bond Operations Debit', '506 Book Transfer Debit', '508 Individual International Money Transfer Debits', '512 Letter of Credit Debit',
  '513 Letter of Credit', '514 Foreign Exchange Debit', '516 Foreign Remittance Debit', '518 Foreign Collection Debit', '522 Foreign Checks Paid',
  '524 Commission', '526 International Money Market Trading', '527 Standing Order', '529 Miscellaneous International Debit',
  '531 Securities Purchased', '533 Security Collection Debit', '535 Purchase of Equity Securities', '538 Matured Repurchase Order',
  '540 Coupon Collection Debit', '541 Bankers’ Acceptances', '542 Purchase of Debt Securities', '543 Domestic Collection',
  '544 Interest/Matured Principal Payment', '546 Commercial paper', '547 Capital Change', '548 Savings Bonds Sales Adjustment',
  '549 Miscellaneous Security Debit', '552 Credit Reversal', '554 Posting Error Correction Debit', '555 Deposited Item Returned',
  '557 Individual ACH Return Item', '558 ACH Reversal Debit', '561 Individual Rejected Debit', '563 Overdraft', '564 Overdraft Fee',
  '566 Return Item', '567 Return Item Fee', '568 Return Item Adjustment', '574 Cumulative ZBA Debits', '575 ZBA Debit', '577 ZBA Debit Transfer',
  '578 ZBA Debit Adjustment', '581 Individual Controlled Disbursing Debit', '595 ATM Debit', '597 ARP Debit',
  '616 Federal Reserve Bank – Commercial Bank', '622 Broker Debit', '627 Fed Funds Purchased', '629 Cash Center Debit', '631 Debit Adjustment',
  '633 Trust Debit', '634 YTD Adjustment Debit', '641 Individual Escrow Debit', '644 Individual Back Value Debit',
  '651 Individual Investment purchased', '654 Interest Debit', '656 Sweep Principal Buy', '657 Futures Debit', '658 Principal Payments Debit',
  '659 Interest Adjustment Debit', '661 Account Analysis Fee', '662 Correspondent Collection Debit', '663 Correspondent Collection Adjustment',
  '664 Loan Participation', '666 Currency and Coin Shipped', '667 Food Stamp Letter', '668 Food Stamp Adjustment', '669 Clearing Settlement Debit',
  '672 Back Value Adjustment', '673 Customer Payroll', '674 FRB Statement Recap', '676 Savings Bond Letter or Adjustment',
  '677 Treasury Tax and Loan Debit', '678 Transfer of Treasury Debit', '679 FRB Government Checks Cash Letter Debit',
  '681 FRB Government Check Adjustment', '682 FRB Postal Money Order Debit', '683 FRB Postal Money Order Adjustment',
  '684 FRB Cash Letter Auto Charge Debit', '686 FRB Cash Letter Auto Charge Adjustment', '687 FRB Fine-Sort Cash Letter Debit',
  '688 FRB Fine-Sort Adjustment', '691 Universal Debit', '692 Freight Payment Debit', '693 Itemized Debit Over $10,000', '694 Deposit Reversal',
  '695 Deposit Correction Debit', '696 Regular Collection Debit', '697 Cumulative Debits', '698 Miscellaneous Fees', '699 Miscellaneous Debit',
];
const byCode = (entries: readonly string[]) => new Map(entries.map((entry) => [entry.slice(0, 3), entry.slice(4)]));
export const BAI2_CREDIT_DETAIL_CODES: ReadonlyMap<string, string> = byCode(BAI2_CREDITS);
export const BAI2_DEBIT_DETAIL_CODES: ReadonlyMap<string, string> = byCode(BAI2_DEBITS);

/**
 * SWIFT MT 940 field 61 subfield 6, Transaction Type Identification Code: "N" (a transfer
 * not sent through SWIFT, or an alphabetic description preferred) or "F" (first advised by
 * the statement) followed by one of these codes. Source: SWIFT User Handbook, Category 9
 * Cash Management, MT 940/942 field 61 "Statement Line", CODES.
 */
export const SWIFT_TRANSACTION_TYPE_CODES: ReadonlyMap<string, string> = new Map([
  ['BOE', 'Bill of exchange'], ['BRF', 'Brokerage fee'], ['CHG', 'Charges and other expenses'], ['CHK', 'Cheques'],
  ['CLR', 'Cash letters/Cheques remittance'], ['CMI', 'Cash management item - No detail'], ['CMN', 'Cash management item - Notional pooling'],
  ['CMS', 'Cash management item - Sweeping'], ['CMT', 'Cash management item - Topping'], ['CMZ', 'Cash management item - Zero balancing'],
  ['COL', 'Collections'], ['COM', 'Commission'], ['DCR', 'Documentary credit'], ['DDT', 'Direct Debit Item'], ['DIV', 'Dividends-Warrants'],
  ['ECK', 'Eurocheques'], ['EQA', 'Equivalent amount'], ['FEX', 'Foreign exchange'], ['INT', 'Interest'], ['LBX', 'Lock box'],
  ['LDP', 'Loan deposit'], ['MSC', 'Miscellaneous'], ['RTI', 'Returned item'], ['SEC', 'Securities'], ['STO', 'Standing order'],
  ['TCK', 'Travellers cheques'], ['TRF', 'Transfer'], ['VDA', 'Value date adjustment'],
]);
