// @vitest-environment jsdom
// A made onboarding's status, read from a fake main: its status and KYB status as badges
// (words, never raw codes), what to do next for the KYB status, and "Check status" reading
// it again (the status tracker does not follow onboardings).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { onboardingFollowEvery, OnboardingStatus } from '../../../../renderer/src/screens/onboarding/onboarding-status';
import { connectFakeMain, type FakeMain } from '../queries/fake-main';

const read = (status: string, kybStatus: string | null) => ({
  ok: true,
  value: { onboardingId: 'onb_1', status, kybStatus, entityId: 'ent_1', customerId: 'cus_1', relationshipIds: [], createdAt: '2026-11-26T10:00:00.000Z', updatedAt: null, readAt: '2026-11-26T10:00:05.000Z' },
});

async function answerNext(main: FakeMain, count: number, envelope: unknown) {
  await waitFor(() => expect(main.calls.filter((call) => call.method === 'onboarding.status')).toHaveLength(count));
  const call = main.calls.filter((c) => c.method === 'onboarding.status')[count - 1];
  expect(call?.input).toEqual({ onboardingId: 'onb_1' });
  call?.answer(envelope);
}

afterEach(cleanup);

describe('OnboardingStatus', () => {
  it('shows the status and KYB status as badges, and reads them again on Check status', async () => {
    const main = connectFakeMain();
    const user = userEvent.setup();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(createElement(QueryClientProvider, { client }, createElement(OnboardingStatus, { onboardingId: 'onb_1' })));
    await answerNext(main, 1, read('pending', 'not_started'));
    const status = await screen.findByRole('region', { name: 'Onboarding status' });
    await waitFor(() => expect(status.querySelector('[data-status="pending"]')?.textContent).toBe('Pending'));
    expect(status.querySelector('[data-status="not_started"]')?.textContent).toBe('Not started');
    expect(status.textContent).toContain('Not submitted for KYB review');
    // What a screen reader hears is in words too, never a raw code.
    expect(screen.getByRole('status').textContent).toBe('Onboarding: Pending. KYB status: Not started.');

    await user.click(screen.getByRole('button', { name: 'Check status' }));
    await answerNext(main, 2, read('completed', 'requires_info'));
    await waitFor(() => expect(status.querySelector('[data-status="completed"]')?.textContent).toBe('Completed'));
    const kyb = status.querySelector('[data-status="requires_info"]');
    expect(kyb?.textContent).toContain('Requires info');
    expect(kyb?.className).toContain('status-badge-action');
    expect(status.textContent).toContain('needs more information');
  });

  it('says when the status could not be read', async () => {
    const main = connectFakeMain();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(createElement(QueryClientProvider, { client }, createElement(OnboardingStatus, { onboardingId: 'onb_1' })));
    await answerNext(main, 1, { ok: false, error: { kind: 'unavailable', code: 'operation_unavailable', message: "This provider does not offer reading an onboarding's status.", retryable: false, requestId: null } });
    expect(await screen.findByText('The onboarding’s status could not be read')).toBeTruthy();
    expect(screen.getByText(/does not offer reading an onboarding/)).toBeTruthy();
  });

  it('follows an onboarding while it or its KYB review is under way, and stops once decided', () => {
    expect(onboardingFollowEvery(undefined)).toBe(false);
    expect(onboardingFollowEvery({ status: 'pending', kybStatus: null })).toBe(30_000);
    expect(onboardingFollowEvery({ status: 'processing', kybStatus: 'not_started' })).toBe(30_000);
    expect(onboardingFollowEvery({ status: 'completed', kybStatus: 'pending' })).toBe(30_000);
    expect(onboardingFollowEvery({ status: 'completed', kybStatus: 'approved' })).toBe(false);
    expect(onboardingFollowEvery({ status: 'failed', kybStatus: 'rejected' })).toBe(false);
    // Waiting for a person (not submitted, or more information asked) is not polled: nothing moves until they act.
    expect(onboardingFollowEvery({ status: 'completed', kybStatus: 'not_started' })).toBe(false);
    expect(onboardingFollowEvery({ status: 'completed', kybStatus: 'requires_info' })).toBe(false);
  });
});
