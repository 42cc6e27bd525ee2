// A status this app does not know (an API newer than the app) in the command line's
// tables and messages: printed as the server sent it and marked, never blank, never a known one.
import { describe, expect, it } from 'vitest';
import {
  accountNumberStatusText, accountNumberTypeText, cancellationStateText, collectionStatusText, counterpartyStatusText, depositInstructionKindText,
  entityTypeText, ledgerTypeText, networkText, onboardingStatusText, paymentMethodStatusText, paymentStatusText, railText, transferStatusText,
  validationResultText, writtenStatusText,
} from '../../../electron/cli/commands/status-text';
import { depositInstructionDetails } from '../../../electron/cli/commands/account-funding-commands';
import { depositInstructionSchema } from '../../../shared/schemas';

describe('the command line', () => {
  it('prints a known value as it is and an unknown one marked', () => {
    expect(paymentStatusText('completed')).toBe('completed');
    expect(paymentStatusText('settled_partially')).toBe('settled_partially (unknown status)');
    expect(collectionStatusText('submitted')).toBe('submitted');
    expect(collectionStatusText('settled_partially')).toBe('settled_partially (unknown status)');
    expect(transferStatusText('reversed')).toBe('reversed (unknown status)');
    expect(counterpartyStatusText('suspended')).toBe('suspended (unknown status)');
    expect(paymentMethodStatusText('expired')).toBe('expired (unknown status)');
    expect(validationResultText('no_match')).toBe('no_match');
    expect(validationResultText('fuzzy_match')).toBe('fuzzy_match (unknown result)');
    expect(ledgerTypeText('fee')).toBe('fee');
    expect(ledgerTypeText('interest_accrual')).toBe('interest_accrual (unknown type)');
  });

  it('after a write, names the status against the written resource\u2019s own enum', () => {
    expect(writtenStatusText('createPayment', 'settled_partially')).toBe('settled_partially (unknown status)');
    expect(writtenStatusText('createAchPayment', 'created')).toBe('created');
    expect(writtenStatusText('createCollection', 'pending')).toBe('pending');
    expect(writtenStatusText('createPayment', 'pending')).toBe('pending (unknown status)');
    expect(writtenStatusText('createOnboarding', 'pending')).toBe('pending');
    expect(writtenStatusText('createOnboarding', 'manual_review')).toBe('manual_review (unknown status)');
    expect(writtenStatusText('createAccountNumber', 'active')).toBe('active');
    expect(writtenStatusText('createAccountNumber', 'provisioning')).toBe('provisioning (unknown status)');
  });

  it('prints a rail, cancellation state, entity type, network, onboarding or account-number value it does not know marked', () => {
    expect(railText('ach')).toBe('ach');
    expect(railText('rtp')).toBe('rtp (unknown rail)');
    expect(cancellationStateText('not_cancelable')).toBe('not_cancelable');
    expect(cancellationStateText('cancel_requested')).toBe('cancel_requested (unknown cancellation state)');
    expect(entityTypeText('business')).toBe('business');
    expect(entityTypeText('trust')).toBe('trust (unknown entity type)');
    expect(networkText('solana')).toBe('solana');
    expect(networkText('tron')).toBe('tron (unknown network)');
    expect(onboardingStatusText('manual_review')).toBe('manual_review (unknown status)');
    expect(accountNumberStatusText('closed')).toBe('closed');
    expect(accountNumberTypeText('uk_fps')).toBe('uk_fps (unknown type)');
    expect(depositInstructionKindText('card_token')).toBe('card_token (unknown kind)');
  });

  it('shows a deposit instruction of a kind it does not know without reading its details as a bank account or an address', () => {
    const instruction = (fields: Record<string, unknown>) => depositInstructionSchema.parse({ id: 'di-1', accountId: 'acc_usd01', status: 'active', createdAt: '2026-03-02T09:15:00Z', ...fields });
    expect(depositInstructionDetails(instruction({ kind: 'bank_account_number', details: { type: 'us_ach', bankName: 'Example Bank', routingNumber: '021000021', accountNumberLast4: '6789' } })))
      .toBe('us_ach, Example Bank, routing 021000021, account ****6789');
    expect(depositInstructionDetails(instruction({ kind: 'blockchain_address', details: { chain: 'tron', asset: 'USDT', address: 'TLa2f6' } }))).toBe('tron (unknown network) USDT TLa2f6');
    expect(depositInstructionDetails(instruction({ kind: 'sepa_iban', details: { chain: 'base', address: '0x1', iban: 'DE89370400440532013000' } }))).toBe('not shown: a kind this app does not know (see --json)');
  });
});
