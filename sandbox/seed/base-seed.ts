// The base data set of every non-empty seed: accounts in USD, EUR, GBP and USDC with
// opening balances, US account numbers, and counterparties with payment methods of
// every type (including corridors that need a purpose and local open-network targets).
import type { Account } from '../../shared/schemas';
import type { CreatePaymentMethodBody } from '../../shared/requests';
import { createAccountNumber } from '../bank/account-numbers';
import { createCounterparty, createPaymentMethod } from '../bank/counterparties';
import { openAccount } from '../bank/open-account';
import { isoTime } from '../clock/simulated-clock';
import { findResource, insertResource } from '../store/resources';
import type { Store } from '../store/store';

export interface BaseSeed {
  accounts: { usd: Account; payroll: Account; eur: Account; gbp: Account; usdc: Account };
  /** Payment method ids by purpose. */
  methods: Record<
    'acmeAch' | 'janeAch' | 'mullerEur' | 'thamesGbp' | 'shenzhenCny' | 'mumbaiInr' | 'baseWallet' | 'solanaWallet' | 'openHandle' | 'openPayroll' | 'openEur',
    string
  >;
}

const SEED_COUNTERPARTIES: { key: keyof BaseSeed['methods']; name: string; entityType: 'business' | 'individual'; email?: string; method: (accounts: BaseSeed['accounts']) => CreatePaymentMethodBody }[] = [
  { key: 'acmeAch', name: 'Acme Supplies LLC', entityType: 'business', email: 'ap@acme.example', method: () => ({ type: 'us_bank', currency: 'USD', label: 'Acme operating', accountHolderName: 'Acme Supplies LLC', bankName: 'First Example Bank', routingNumber: '021000021', accountNumber: '000123456789', bankAccountType: 'checking' }) },
  { key: 'janeAch', name: 'Jane Cooper', entityType: 'individual', email: 'jane.cooper@example.com', method: () => ({ type: 'us_bank', currency: 'USD', label: 'Jane checking', accountHolderName: 'Jane Cooper', routingNumber: '011000015', accountNumber: '4455667788', bankAccountType: 'checking' }) },
  { key: 'mullerEur', name: 'Müller Maschinenbau GmbH', entityType: 'business', method: () => ({ type: 'international_bank', currency: 'EUR', label: 'Müller EUR', accountHolderName: 'Müller Maschinenbau GmbH', bankName: 'Commerzbank', iban: 'DE89370400440532013000', bic: 'COBADEFF', bankAddress: { line1: 'Kaiserplatz', city: 'Frankfurt', country: 'DE' } }) },
  { key: 'thamesGbp', name: 'Thames Logistics Ltd', entityType: 'business', method: () => ({ type: 'international_bank', currency: 'GBP', label: 'Thames GBP', accountHolderName: 'Thames Logistics Ltd', bankName: 'NatWest', iban: 'GB29NWBK60161331926819', bic: 'NWBKGB2L' }) },
  { key: 'shenzhenCny', name: 'Shenzhen Components Co.', entityType: 'business', method: () => ({ type: 'international_bank', currency: 'CNY', label: 'Shenzhen CNY', accountHolderName: 'Shenzhen Components Co.', bankName: 'Bank of China', accountNumber: '6217000012345678', bic: 'BKCHCNBJ' }) },
  { key: 'mumbaiInr', name: 'Mumbai Software Pvt Ltd', entityType: 'business', method: () => ({ type: 'international_bank', currency: 'INR', label: 'Mumbai INR', accountHolderName: 'Mumbai Software Pvt Ltd', bankName: 'HDFC Bank', accountNumber: '50100123456789', bic: 'HDFCINBB' }) },
  { key: 'baseWallet', name: 'Base Liquidity Partners', entityType: 'business', method: () => ({ type: 'crypto_wallet', currency: 'USDC', label: 'Base USDC wallet', chain: 'base', walletAddress: '0x8ba1f109551bd432803012645ac136ddd64dba72' }) },
  { key: 'solanaWallet', name: 'Solana Vendor Collective', entityType: 'business', method: () => ({ type: 'crypto_wallet', currency: 'USDC', label: 'Solana USDC wallet', chain: 'solana', walletAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' }) },
  { key: 'openHandle', name: 'Northwind Traders', entityType: 'business', method: () => ({ type: 'open', currency: 'USD', label: 'Northwind on open', openId: '@northwind.treasury.usd' }) },
  { key: 'openPayroll', name: 'Sandbox Treasury Payroll', entityType: 'business', method: (a) => ({ type: 'open', currency: 'USD', label: 'Own payroll account', openId: a.payroll.id }) },
  { key: 'openEur', name: 'Sandbox Treasury Europe', entityType: 'business', method: () => ({ type: 'open', currency: 'EUR', label: 'Europe entity', openId: '@sandbox.europe.eur' }) },
];

export function seedBase(store: Store, customerId: string, at: number): BaseSeed {
  const accounts: BaseSeed['accounts'] = {
    usd: openAccount(store, { name: 'Operating USD', currency: 'USD', customerId, at, openingBalanceMinor: 250_000_000n }),
    payroll: openAccount(store, { name: 'Payroll USD', currency: 'USD', customerId, at, openingBalanceMinor: 40_000_000n }),
    eur: openAccount(store, { name: 'Operating EUR', currency: 'EUR', customerId, at, openingBalanceMinor: 150_000_000n }),
    gbp: openAccount(store, { name: 'Operating GBP', currency: 'GBP', customerId, at, openingBalanceMinor: 32_000_000n }),
    usdc: openAccount(store, { name: 'USDC Treasury', currency: 'USDC', customerId, at, openingBalanceMinor: 1_200_000_000_000n }),
  };
  createAccountNumber(store, accounts.usd, { type: 'us_ach' }, at);
  createAccountNumber(store, accounts.usd, { type: 'us_fedwire' }, at);
  createAccountNumber(store, accounts.payroll, { type: 'us_ach' }, at);
  const methods = {} as BaseSeed['methods'];
  for (const seed of SEED_COUNTERPARTIES) {
    const counterparty = createCounterparty(store, customerId, { entityType: seed.entityType, name: seed.name, ...(seed.email ? { email: seed.email } : {}) }, at);
    const stored = findResource(store, 'counterparty', counterparty.id);
    if (!stored) throw new Error('seeded counterparty vanished');
    methods[seed.key] = createPaymentMethod(store, { ...stored, body: counterparty }, seed.method(accounts), at).id;
  }
  for (const [index, hook] of [
    { url: 'https://hooks.example.com/treasury/payments', eventTypes: ['payment.completed', 'payment.failed', 'payment.returned'], description: 'Payment outcomes to the ERP' },
    { url: 'https://hooks.example.com/treasury/all', eventTypes: ['*'], description: 'Everything, for the audit log' },
  ].entries()) {
    const id = store.newId('webhookSubscription');
    insertResource(store, {
      kind: 'webhookSubscription',
      id,
      createdAt: at + index,
      status: 'active',
      body: { id, ...hook, status: 'active', createdAt: isoTime(at + index), updatedAt: isoTime(at + index) },
    });
  }
  return { accounts, methods };
}
