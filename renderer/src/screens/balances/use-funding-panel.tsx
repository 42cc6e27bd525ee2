// The Balances screen's side panel: "Onboard a customer" or "New account number" for the
// chosen account, beside the balances (one at a time; Escape or Close closes it). The
// funding section's and the onboarding status's styles load with it (funding.css). Both
// are writes: where the environment cannot send, no form shows (their buttons and palette
// command lead to Settings, write-start.tsx).
import { useState, type ReactNode } from 'react';
import { OnboardingPanel } from '../onboarding/onboarding-panel';
import type { AccountBalance } from './account-balance';
import { NewAccountNumberPanel } from './new-account-number-panel';
import './funding.css';

type Open = { readonly kind: 'onboarding' } | { readonly kind: 'account-number'; readonly account: AccountBalance } | null;

export interface FundingPanel {
  readonly panel: ReactNode;
  readonly onboarding: boolean;
  openOnboarding(): void;
  openAccountNumber(account: AccountBalance): void;
}

/** `ready`: the environment can send (WriteStart.ready). */
export function useFundingPanel(ready: boolean): FundingPanel {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  let panel: ReactNode = null;
  if (ready && open?.kind === 'onboarding') panel = <OnboardingPanel onClose={close} />;
  else if (ready && open?.kind === 'account-number') panel = <NewAccountNumberPanel account={open.account} onClose={close} />;
  return {
    panel,
    onboarding: ready && open?.kind === 'onboarding',
    openOnboarding: () => setOpen({ kind: 'onboarding' }),
    openAccountNumber: (account) => setOpen({ kind: 'account-number', account }),
  };
}
