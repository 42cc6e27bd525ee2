// @vitest-environment jsdom
// The "New payment" form on the shared payment form schemas, as a person types: the rail
// chosen first (nothing else asked before), the recipient's methods offered only when they
// can carry that rail, an amount's error at the field when the person leaves it, a submit
// with problems sending nothing and putting focus on the first one, the ACH cut-off in
// Eastern time and the person's zone, SWIFT's received amount in the method's currency
// with the schema's rule on charges, and main's field errors on the form's own fields.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TypedIpcClient } from '../../../../renderer/lib/ipc-client';
import { setIpcClient } from '../../../../renderer/lib/main-connection';
import type { AccountBalance } from '../../../../renderer/src/queries/balance-queries';
import { refusalOnFields, type RefusalOnField } from '../../../../renderer/src/components/write-flow/write-panel';
import { blocksOnFields } from '../../../../renderer/src/components/write-flow/refusal-fields';
import { EMPTY_PAYMENT, type PaymentFields } from '../../../../renderer/src/screens/payments/new-payment-fields';
import { NewPaymentForm } from '../../../../renderer/src/screens/payments/new-payment-form';

function account(accountId: string, accountName: string, currency: string, balance: string): AccountBalance {
  return {
    accountId, accountName, accountStatus: 'active', currency, balance, source: 'server', asOf: '2026-11-26T09:00:00.000Z', latestTransactionId: null,
    server: null, ledger: null, disagrees: false, goneAt: null,
  } as AccountBalance;
}
const OPERATING = account('acc_operating1', 'Operating', 'USD', '5000.00');
const EUROS = account('acc_euros00001', 'Euro float', 'EUR', '900.00');
const USDC = account('acc_usdc000001', 'USDC Treasury', 'USDC', '100000.000000');
const accounts = new Map([OPERATING, EUROS, USDC].map((a) => [a.accountId, a]));

const method = (id: string, type: string, currency: string, extra: Record<string, unknown> = {}) => ({
  id, counterpartyId: 'cpt_acme0001', type, currency, status: 'active', label: null, verification: 'verified', accountHolderName: null, bankName: null,
  routingNumber: null, accountNumber: null, iban: null, bic: null, chain: null, walletAddress: null, openId: null, createdAt: '2026-01-01T00:00:00.000Z', goneAt: null, ...extra,
});
const ACME = {
  counterparty: { id: 'cpt_acme0001', name: 'Acme Supplies LLC', entityType: 'business', status: 'active', email: null, address: null },
  paymentMethods: [
    method('pm_acmeus0001', 'us_bank', 'USD', { label: 'Acme operating', accountNumber: '****6789', bankName: 'First Example Bank' }),
    method('pm_acmeeu0001', 'international_bank', 'EUR', { label: 'Acme Europe', iban: 'DE****3000', bic: 'COBADEFF' }),
    method('pm_acmewa0001', 'crypto_wallet', 'USDC', { label: 'Acme wallet', chain: 'base', walletAddress: '0x8ba1...ba72' }),
  ],
  lastSyncedAt: null,
};
const ROWS = [{ id: 'cpt_acme0001', name: 'Acme Supplies LLC', entityType: 'business', status: 'active', email: null, country: null, paymentMethods: 3, goneAt: null }];

beforeEach(() => {
  const answers: Record<string, unknown> = {
    'counterparties.list': { rows: ROWS, nextCursor: null, lastSyncedAt: null },
    'counterparties.detail': ACME,
  };
  setIpcClient({ transport: 'web-shell', call: (name: string) => Promise.resolve({ ok: true, value: answers[name] }), subscribe: () => () => undefined, whenIdle: () => Promise.resolve() } as unknown as TypedIpcClient);
});
afterEach(cleanup);

function renderForm(prepare = vi.fn(), step: { initial?: PaymentFields; refusal?: readonly RefusalOnField[] } = {}) {
  const onPrepared = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(createElement(QueryClientProvider, { client }, createElement(NewPaymentForm, { accounts, initial: step.initial ?? EMPTY_PAYMENT, ...(step.refusal === undefined ? {} : { refusal: step.refusal }), prepare, onPrepared })));
  return { prepare, onPrepared, user: userEvent.setup() };
}

async function chooseRecipient(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Find a counterparty'), 'Acme');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Acme Supplies LLC' })).toBeTruthy());
  await user.selectOptions(screen.getByLabelText('Counterparty'), 'cpt_acme0001');
}

describe('NewPaymentForm', () => {
  it('asks for the rail first, and submitting without one focuses the rail and sends nothing', async () => {
    const { user, prepare } = renderForm();
    expect(screen.queryByLabelText('Counterparty')).toBeNull();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.querySelector('strong')?.textContent)).toEqual(['ACH', 'Fedwire', 'SWIFT', 'Crypto', 'Open network']);
    await user.click(screen.getByRole('button', { name: 'Review the payment' }));
    await waitFor(() => expect(document.getElementById('payment-rail-error')?.textContent).toMatch(/Choose the rail first/));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /^ACH/ }));
    expect(prepare).not.toHaveBeenCalled();
  });

  it('an empty submit on a rail flags the counterparty, the account and the amount, not the method that cannot be chosen yet (as on New collection)', async () => {
    const { user, prepare } = renderForm();
    await user.click(screen.getByRole('radio', { name: /^ACH/ }));
    await user.click(screen.getByRole('button', { name: 'Review the ACH payment' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('payment-counterparty'));
    expect(document.getElementById('payment-counterparty-error')?.textContent).toBe('Choose the counterparty to pay: its payment methods are then listed.');
    expect(document.getElementById('payment-source-error')?.textContent).not.toBe('');
    expect(document.getElementById('payment-amount-error')?.textContent).toBe('Enter an amount.');
    expect(document.getElementById('payment-method-error')?.textContent ?? '').toBe('');
    expect(screen.getByRole('group', { name: 'Payment method' }).textContent).toMatch(/Choose the counterparty first\./);
    expect([...document.querySelectorAll('[aria-invalid="true"]')].map((field) => field.id)).toEqual(['payment-counterparty', 'payment-source', 'payment-amount']);
    expect(prepare).not.toHaveBeenCalled();
  });

  it('ACH: offers only the US bank method, shows the cut-off in Eastern and local time, an amount error as typed, focus on the first problem', async () => {
    const { user, prepare } = renderForm();
    await user.click(screen.getByRole('radio', { name: /^ACH/ }));
    await chooseRecipient(user);
    await waitFor(() => expect(screen.getByRole('radio', { name: /Acme operating/ })).toBeTruthy());
    expect(screen.queryByRole('radio', { name: /Acme Europe|Acme wallet/ })).toBeNull();
    expect(document.getElementById('payment-method-hint')?.textContent).toMatch(/2 other methods need another rail/);
    // The only method that can carry ACH is chosen for the person; it says its rails, currency and verification.
    expect((screen.getByRole('radio', { name: /Acme operating/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: /Acme operating/ }).closest('label')?.textContent).toMatch(/\*\*\*\*6789.*Receives USD; by ACH or Fedwire; Verified/);
    // Only dollar accounts can pay by ACH.
    expect(screen.queryByRole('option', { name: 'Euro float (EUR)' })).toBeNull();
    expect(document.getElementById('payment-ach-type-hint')?.textContent).toMatch(/2:45 PM E[SD]T in New York, \d{1,2}:\d\d [AP]M .+ your time[.)]/);
    // The SEC code's options are short (the side panel is narrow); the chosen one's full meaning is its hint.
    const secOptions = [...(screen.getByLabelText('SEC code') as HTMLSelectElement).options].map((option) => option.textContent ?? '');
    expect(secOptions).toEqual(['Fits the counterparty', 'CCD: a business', 'PPD: a person', 'WEB: a person, online']);
    expect(document.getElementById('payment-sec-code-hint')?.textContent).toMatch(/^The one that fits the counterparty: CCD for a business, PPD for a person\./);
    await user.selectOptions(screen.getByLabelText('SEC code'), 'WEB');
    expect(document.getElementById('payment-sec-code-hint')?.textContent).toMatch(/^WEB: to a person, who authorized it online\./);
    await user.selectOptions(screen.getByLabelText('SEC code'), '');
    await user.selectOptions(screen.getByLabelText('From account'), OPERATING.accountId);
    expect(document.getElementById('payment-source-hint')?.textContent).toMatch(/Balance 5,000\.00 USD, as of/);
    const amount = screen.getByLabelText('Amount in USD');
    await user.type(amount, '12.345');
    await user.tab();
    await waitFor(() => expect(document.getElementById('payment-amount-error')?.textContent).toMatch(/3 decimals; USD allows at most 2/));
    expect(amount.getAttribute('aria-describedby')).toContain('payment-amount-error');
    await user.type(screen.getByLabelText('Reference (optional)'), 'INV-1');
    await user.click(screen.getByRole('button', { name: 'Review the ACH payment' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('payment-amount'));
    expect(prepare).not.toHaveBeenCalled();
    await user.clear(amount);
    await user.type(amount, '1234.5');
    await waitFor(() => expect(document.getElementById('payment-amount-error')?.textContent).toBe(''));
    expect(screen.getByRole('status').textContent).toBe('Reads as 1,234.50 USD');
    // The read-back is a sentence of its own before what follows it in the hint (the balance available).
    expect(screen.getByRole('status').parentElement?.textContent).toMatch(/^Reads as 1,234\.50 USD\.( |$)/);
    expect((screen.getByLabelText('Reference (optional)') as HTMLInputElement).value).toBe('INV-1');
  });

  it("ACH: main's field errors land on their fields, focus on the first, and only ACH's fields are sent", async () => {
    const prepare = vi.fn().mockResolvedValue({ ok: true, value: { ok: false, fieldErrors: [
      { field: 'secCode', message: 'PPD is for payments to a person; this counterparty is a business: use CCD.' },
      { field: 'amount.value', message: 'Operating holds less than this.' },
    ] } });
    const { user, onPrepared } = renderForm(prepare);
    await user.click(screen.getByRole('radio', { name: /^ACH/ }));
    await chooseRecipient(user);
    await user.selectOptions(screen.getByLabelText('From account'), OPERATING.accountId);
    await user.type(screen.getByLabelText('Amount in USD'), '1,234.56');
    await user.click(screen.getByRole('radio', { name: /^Same day/ }));
    await user.selectOptions(screen.getByLabelText('SEC code'), 'PPD');
    await user.click(screen.getByRole('button', { name: 'Review the ACH payment' }));
    await waitFor(() => expect(document.getElementById('payment-sec-code-error')?.textContent).toMatch(/use CCD/));
    expect(document.getElementById('payment-amount-error')?.textContent).toBe('Operating holds less than this.');
    expect(document.activeElement?.id).toBe('payment-amount');
    expect(prepare).toHaveBeenCalledWith({
      rail: 'ach', sourceAccountId: OPERATING.accountId, paymentMethodId: 'pm_acmeus0001', counterpartyId: 'cpt_acme0001', amount: '1,234.56', currency: 'USD', reference: '', achType: 'same_day', secCode: 'PPD',
    });
    expect(onPrepared).not.toHaveBeenCalled();
  });

  it("SWIFT: offers the international method, an amount received is in the method's currency, and charges with it are refused at the field", async () => {
    const { user, prepare } = renderForm();
    await user.click(screen.getByRole('radio', { name: /^SWIFT/ }));
    await chooseRecipient(user);
    await waitFor(() => expect(screen.getByRole('radio', { name: /Acme Europe/ })).toBeTruthy());
    expect(screen.queryByRole('radio', { name: /Acme operating|Acme wallet/ })).toBeNull();
    await user.selectOptions(screen.getByLabelText('From account'), OPERATING.accountId);
    expect(screen.getByLabelText('Amount in USD')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /What the recipient receives/ }));
    const amount = await screen.findByLabelText('Amount received in EUR');
    await user.type(amount, '1.000,5');
    await user.tab();
    await waitFor(() => expect(document.getElementById('payment-amount-error')?.textContent).not.toBe(''));
    await user.clear(amount);
    await user.type(amount, '1000.5');
    // Each choice of Charges reads once ("Shared (SHA)" was both the blank choice and SHA).
    const charges = [...(screen.getByLabelText('Charges') as HTMLSelectElement).options].map((option) => option.text);
    expect(charges.filter((text) => text.includes('(SHA)'))).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Charges'), 'OUR');
    await user.type(screen.getByLabelText('Intermediary BIC'), 'CHASUS33');
    await user.click(screen.getByRole('button', { name: 'Review the SWIFT payment' }));
    await waitFor(() => expect(document.getElementById('payment-charge-bearer-error')?.textContent).toMatch(/shared-charges only/));
    expect(document.getElementById('payment-intermediary-error')?.textContent).toMatch(/only when you type the amount that leaves your account/);
    expect(document.activeElement?.id).toBe('payment-charge-bearer');
    expect(prepare).not.toHaveBeenCalled();
    expect((amount as HTMLInputElement).value).toBe('1000.5');
  });

  it("crypto: the travel rule's thresholds in words, and main's error on a travel-rule field lands on that field, focused", async () => {
    const prepare = vi.fn().mockResolvedValue({ ok: true, value: { ok: false, fieldErrors: [{ field: 'travelRule.beneficiary.name', message: 'Above 3,000 USD the beneficiary must be named.' }] } });
    const { user } = renderForm(prepare);
    await user.click(screen.getByRole('radio', { name: /^Crypto/ }));
    await chooseRecipient(user);
    await waitFor(() => expect((screen.getByRole('radio', { name: /Acme wallet/ }) as HTMLInputElement).checked).toBe(true));
    expect(document.getElementById('payment-travel-rule-hint')?.textContent).toMatch(/above 3,000 US dollars .*EU, the EEA or the UK, and above 1,000 US dollars elsewhere/);
    expect(screen.queryByRole('option', { name: 'Operating (USD)' })).toBeNull();
    await user.type(screen.getByLabelText('Originator name'), 'Sandbox Treasury Inc.');
    await user.click(screen.getByRole('button', { name: 'Review the crypto payment' }));
    // Nothing sent: the account and the amount are missing, and a beneficiary without a name is named at its field.
    await waitFor(() => expect(document.activeElement?.id).toBe('payment-source'));
    expect(document.getElementById('payment-beneficiary-name-error')?.textContent).toMatch(/beneficiary's name/);
    expect(prepare).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('From account'), USDC.accountId);
    await user.type(screen.getByLabelText('Amount in USDC'), '5,000');
    await user.type(screen.getByLabelText('Beneficiary name'), 'B');
    await user.click(screen.getByRole('button', { name: 'Review the crypto payment' }));
    await waitFor(() => expect(document.getElementById('payment-beneficiary-name-error')?.textContent).toBe('Above 3,000 USD the beneficiary must be named.'));
    expect(document.activeElement?.id).toBe('payment-beneficiary-name');
    expect(prepare.mock.calls[0]?.[0]).toMatchObject({ rail: 'crypto', amount: '5,000', currency: 'USDC', travelRule: { originator: { name: 'Sandbox Treasury Inc.' }, beneficiary: { name: 'B' } } });
  });

  it("back from the server's refusal: its message and request id at the field it names, focused, everything typed kept", async () => {
    const typed: PaymentFields = { ...EMPTY_PAYMENT, rail: 'swift', counterpartyId: 'cpt_acme0001', paymentMethodId: 'pm_acmeeu0001', sourceAccountId: OPERATING.accountId, amount: '250', currency: 'USD', reference: 'INV 9' };
    const refusal = refusalOnFields({ kind: 'refused', code: 'purpose_required', message: 'A purpose is required for SWIFT payments in EUR or to this destination country', requestId: 'req_abc', fields: [{ field: 'purpose', message: 'is required for this corridor' }] });
    renderForm(vi.fn(), { initial: typed, refusal });
    await waitFor(() => expect(document.getElementById('payment-purpose-error')?.textContent).toBe('Refused by the server (request req_abc): A purpose is required for SWIFT payments in EUR or to this destination country; purpose is required for this corridor.'));
    expect(document.activeElement).toBe(screen.getByLabelText('Purpose'));
    expect(screen.getByLabelText('Purpose').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Reference (optional)') as HTMLInputElement).value).toBe('INV 9');

    cleanup();
    renderForm(vi.fn(), { initial: typed, refusal: refusalOnFields({ kind: 'refused', code: 'insufficient_funds', message: 'The account does not have enough available balance', requestId: 'req_def', fields: [] }) });
    // Refused as a whole, but it concerns the amount: at Amount, focused.
    await waitFor(() => expect(document.getElementById('payment-amount-error')?.textContent).toBe('Refused by the server (request req_def): The account does not have enough available balance.'));
    expect(document.activeElement).toBe(screen.getByLabelText('Amount in USD'));
    expect(screen.getByLabelText('Amount in USD').getAttribute('aria-invalid')).toBe('true');

    cleanup();
    // A refusal that concerns no field the form has stays on the form's own error line.
    renderForm(vi.fn(), { initial: typed, refusal: refusalOnFields({ kind: 'refused', code: 'rate_limited', message: 'Too many requests', requestId: null, fields: [] }) });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Refused by the server: Too many requests.'));
  });

  it("a same-currency rail from an account in another currency: main's error at From account, focused, the payment method left alone", async () => {
    const open = { ...ACME, paymentMethods: [...ACME.paymentMethods, method('pm_acmeop0001', 'open', 'USD', { label: 'Acme handle', openId: '@acme.usd' })] };
    const answers: Record<string, unknown> = { 'counterparties.list': { rows: ROWS, nextCursor: null, lastSyncedAt: null }, 'counterparties.detail': open };
    setIpcClient({ transport: 'web-shell', call: (name: string) => Promise.resolve({ ok: true, value: answers[name] }), subscribe: () => () => undefined, whenIdle: () => Promise.resolve() } as unknown as TypedIpcClient);
    const message = 'Open-network payments are same-currency: the payment method receives USD but Euro float holds EUR. Acme Supplies LLC has no EUR payment method for it: choose a USD account.';
    const prepare = vi.fn().mockResolvedValue({ ok: true, value: { ok: false, fieldErrors: [{ field: 'sourceAccountId', message }] } });
    const typed: PaymentFields = { ...EMPTY_PAYMENT, rail: 'open', counterpartyId: 'cpt_acme0001', paymentMethodId: 'pm_acmeop0001', sourceAccountId: EUROS.accountId, amount: '10', currency: 'EUR' };
    const { user } = renderForm(prepare, { initial: typed });
    await waitFor(() => expect((screen.getByRole('radio', { name: /Acme handle/ }) as HTMLInputElement).checked).toBe(true));
    await user.click(screen.getByRole('button', { name: /^Review the .* payment$/ }));
    await waitFor(() => expect(document.getElementById('payment-source-error')?.textContent).toBe(message));
    expect(document.activeElement).toBe(screen.getByLabelText('From account'));
    expect(screen.getByLabelText('From account').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('payment-method-error')?.textContent ?? '').toBe('');
    expect(prepare.mock.calls[0]?.[0]).toMatchObject({ rail: 'open', sourceAccountId: EUROS.accountId, paymentMethodId: 'pm_acmeop0001' });
  });

  it('"Change the payment" after a purpose block: the block at Purpose, focused, everything typed kept', async () => {
    const typed: PaymentFields = { ...EMPTY_PAYMENT, rail: 'swift', counterpartyId: 'cpt_acme0001', paymentMethodId: 'pm_acmeeu0001', sourceAccountId: OPERATING.accountId, amount: '250', currency: 'USD', reference: 'INV 9' };
    const refusal = blocksOnFields([
      { code: 'first_payment_to_counterparty', severity: 'warning', message: 'First payment.' },
      { code: 'purpose_required_for_corridor', severity: 'block', message: 'SWIFT payments to AE need a payment purpose: choose one.' },
    ]);
    renderForm(vi.fn(), { initial: typed, ...(refusal === undefined ? {} : { refusal }) });
    await waitFor(() => expect(document.getElementById('payment-purpose-error')?.textContent).toBe('SWIFT payments to AE need a payment purpose: choose one.'));
    expect(document.activeElement).toBe(screen.getByLabelText('Purpose'));
    expect((screen.getByLabelText('Reference (optional)') as HTMLInputElement).value).toBe('INV 9');
    expect(blocksOnFields([{ code: 'possible_duplicate', severity: 'warning', message: 'x' }, { code: 'gone_from_server', severity: 'block', message: 'y' }])).toBeUndefined();
  });
});

describe('paymentResolver before a rail is checked', () => {
  it('says to choose the rail, also when the rail reads null (a radio group with none checked), and never throws', async () => {
    const { paymentResolver } = await import('../../../../renderer/src/screens/payments/new-payment-fields');
    for (const rail of ['', null, undefined]) {
      const result = await paymentResolver({ ...EMPTY_PAYMENT, rail } as never, undefined, { fields: {}, shouldUseNativeValidation: false, names: ['rail'] } as never);
      expect(result.errors).toMatchObject({ rail: { message: /Choose the rail first/ } });
    }
  });
  it('a search that finds one counterparty chooses it; a method without a label says its kind once', async () => {
    const unlabelled = { ...ACME, paymentMethods: ACME.paymentMethods.map((m) => (m.type === 'us_bank' ? { ...m, label: null } : m)) };
    setIpcClient({ transport: 'web-shell', call: (name: string) => Promise.resolve({ ok: true, value: name === 'counterparties.list' ? { rows: ROWS, nextCursor: null, lastSyncedAt: null } : unlabelled }), subscribe: () => () => undefined, whenIdle: () => Promise.resolve() } as unknown as TypedIpcClient);
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: /^ACH/ }));
    await user.type(screen.getByLabelText('Find a counterparty'), 'Acme');
    await waitFor(() => expect((screen.getByLabelText('Counterparty') as HTMLSelectElement).value).toBe('cpt_acme0001'));
    const onlyMethod = await waitFor(() => screen.getByRole('radio', { name: /^US bank account: account \*\*\*\*6789/ }));
    expect(onlyMethod.closest('label')?.textContent?.match(/US bank account/g)).toHaveLength(1);
    // A chosen counterparty is never replaced by a later search's only match.
    await user.clear(screen.getByLabelText('Find a counterparty'));
    expect((screen.getByLabelText('Counterparty') as HTMLSelectElement).value).toBe('cpt_acme0001');
  });

  it('a counterparty whose name is one 200-character word is listed cut with "…", its whole name in the title', async () => {
    const long = `${'ש'.repeat(150)}${'a'.repeat(50)}`;
    const rows = [ROWS[0], { ...ROWS[0], id: 'cpt_long00001', name: long }];
    setIpcClient({ transport: 'web-shell', call: (name: string) => Promise.resolve({ ok: true, value: name === 'counterparties.list' ? { rows, nextCursor: null, lastSyncedAt: null } : ACME }), subscribe: () => () => undefined, whenIdle: () => Promise.resolve() } as unknown as TypedIpcClient);
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: /^ACH/ }));
    const option = await waitFor(() => screen.getByRole('option', { name: /^ש+…$/ }) as HTMLOptionElement);
    expect([...(option.textContent ?? '')]).toHaveLength(60);
    expect(option.title).toBe(long);
    expect(option.value).toBe('cpt_long00001');
    expect((screen.getByRole('option', { name: 'Acme Supplies LLC' }) as HTMLOptionElement).title).toBe('');
  });
});
