// The Balances screen's side panel: "Onboard a customer" or "New account number" for the
// chosen account, beside the balances (one at a time; Escape or Close closes it). The
// funding section's and the onboarding status's styles load with it (funding.css).
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

export function useFundingPanel(): FundingPanel {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  let panel: ReactNode = null;
  if (open?.kind === 'onboarding') panel = <OnboardingPanel onClose={close} />;
  else if (open?.kind === 'account-number') panel = <NewAccountNumberPanel account={open.account} onClose={close} />;
  return {
    panel,
    onboarding: open?.kind === 'onboarding',
    openOnboarding: () => setOpen({ kind: 'onboarding' }),
    openAccountNumber: (account) => setOpen({ kind: 'account-number', account }),
  };
}
