// @vitest-environment jsdom
// The chosen account's funding section, read from a fake main: the bank instruction's
// line with the last four digits only and a copy button for its routing number, each
// blockchain address as text with a copy button and a QR code image whose accessible
// name carries the address, a copy putting the value on the clipboard, and "New account
// number" offered for a USD account only.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountBalance } from '../../../../renderer/src/queries/balance-queries';
import { AccountFundingSection } from '../../../../renderer/src/screens/balances/account-funding-section';
import { connectFakeMain, type FakeMain } from '../queries/fake-main';

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

function account(accountId: string, accountName: string, currency: string): AccountBalance {
  return {
    accountId, accountName, accountStatus: 'active', currency, balance: '10.00', source: 'server', asOf: '2026-11-26T09:00:00.000Z', latestTransactionId: null,
    server: null, ledger: null, disagrees: false, goneAt: null,
  } as AccountBalance;
}

function renderSection(main: FakeMain, chosen: AccountBalance) {
  const onNewAccountNumber = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(createElement(QueryClientProvider, { client }, createElement(AccountFundingSection, { account: chosen, onNewAccountNumber })));
  return { onNewAccountNumber };
}

async function answer(main: FakeMain, method: string, value: unknown) {
  await waitFor(() => expect(main.calls.some((call) => call.method === method)).toBe(true));
  main.calls.find((call) => call.method === method)?.answer({ ok: true, value });
}

afterEach(cleanup);

describe('AccountFundingSection', () => {
  it('shows the bank instruction and each address with a copy button and a QR code named by its address', async () => {
    const main = connectFakeMain();
    const user = userEvent.setup();
    const { onNewAccountNumber } = renderSection(main, account('acc_payroll1', 'Payroll USD', 'USD'));
    await answer(main, 'accounts.depositInstructions', {
      accountId: 'acc_payroll1', readAt: '2026-11-26T10:00:00.000Z',
      items: [{ id: 'di_1', kind: 'bank_account_number', status: 'active', rail: 'ach', createdAt: null, text: 'US ACH, Sandbox Bank, routing 021000021, account ending 4321', copyValues: [{ label: 'Routing number', value: '021000021' }] }],
    });
    await answer(main, 'accounts.blockchainAddresses', { accountId: 'acc_payroll1', readAt: '2026-11-26T10:00:00.000Z', items: [{ id: 'ba_1', chain: 'ethereum', asset: 'USDC', status: 'active', address: ADDRESS }] });

    expect(await screen.findByText('US ACH, Sandbox Bank, routing 021000021, account ending 4321')).toBeTruthy();
    const qr = await screen.findByRole('img', { name: `QR code of the USDC on Ethereum address ${ADDRESS}` });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toContain('<svg');
    expect(screen.getByText(ADDRESS).tagName).toBe('CODE');

    await user.click(screen.getByRole('button', { name: 'Copy the routing number 021000021' }));
    expect(await navigator.clipboard.readText()).toBe('021000021');
    await user.click(screen.getByRole('button', { name: 'Copy the USDC on Ethereum address' }));
    expect(await navigator.clipboard.readText()).toBe(ADDRESS);
    expect(screen.getByRole('button', { name: 'the USDC on Ethereum address copied' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New account number' }));
    expect(onNewAccountNumber).toHaveBeenCalledTimes(1);
  });

  it('offers no account number for an account in another currency, and says when there is nothing yet', async () => {
    const main = connectFakeMain();
    renderSection(main, account('acc_eur1', 'Operating EUR', 'EUR'));
    await answer(main, 'accounts.depositInstructions', { accountId: 'acc_eur1', readAt: '2026-11-26T10:00:00.000Z', items: [] });
    await answer(main, 'accounts.blockchainAddresses', { accountId: 'acc_eur1', readAt: '2026-11-26T10:00:00.000Z', items: [] });
    expect(await screen.findByText('No deposit instructions yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New account number' })).toBeNull();
    expect(screen.getByText('US account numbers are given to USD accounts only.')).toBeTruthy();
  });
});
