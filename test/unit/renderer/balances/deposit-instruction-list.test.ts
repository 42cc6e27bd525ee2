// @vitest-environment jsdom
// A deposit instruction's account number is its last four digits (all the API gives):
// the window says where the full number is, and shows no made-up full number.
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DepositInstructionList } from '../../../../renderer/src/screens/balances/deposit-instruction-list';

afterEach(cleanup);

describe('DepositInstructionList', () => {
  it("says the API gives the last four digits and the full number is in the provider's dashboard", () => {
    const item = { id: 'di_1', kind: 'bank_account_number', status: 'active', rail: 'ach', createdAt: null, text: 'US ACH, First Example Bank, routing 021000021, account ending 2618', copyValues: [{ label: 'Routing number', value: '021000021' }] };
    render(createElement(DepositInstructionList, { instructions: [item] }));
    expect(screen.getByText(/account ending 2618/)).toBeTruthy();
    expect(screen.getByText(/The API gives the last four digits of an account number only; the full number is in your provider.s dashboard/)).toBeTruthy();
  });

  it('says nothing of account numbers for a blockchain address', () => {
    const item = { id: 'di_2', kind: 'blockchain_address', status: 'active', rail: null, createdAt: null, text: 'base USDC 0xabc', copyValues: [] };
    render(createElement(DepositInstructionList, { instructions: [item] }));
    expect(screen.queryByText(/last four digits/)).toBeNull();
  });
});
