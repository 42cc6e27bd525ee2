// "Onboard a customer" in a side panel beside Balances (an onboarded customer's accounts
// are what Balances lists): the onboarding form, then the write flow's review and
// outcome, and once the server made it, its status and KYB status with "Check status".
import { useWriteActions } from '../../components/write-flow/use-write-actions';
import { WritePanel } from '../../components/write-flow/write-panel';
import { writeWords } from '../../components/write-flow/write-words';
import { EMPTY_ONBOARDING } from './onboarding-fields';
import { OnboardingForm } from './onboarding-form';
import { OnboardingStatus } from './onboarding-status';

const ONBOARDING_WORDS = writeWords('onboarding', {
  idPrefix: 'onboarding',
  title: 'Onboard a customer',
  screen: 'the provider’s dashboard',
  headings: { succeeded: 'Onboarding created', failed: 'The server refused the onboarding: nothing was created' },
});

export function OnboardingPanel({ onClose }: { onClose: () => void }) {
  const actions = useWriteActions('onboarding.prepare', []);
  return (
    <WritePanel
      words={ONBOARDING_WORDS}
      actions={actions}
      empty={EMPTY_ONBOARDING}
      onClose={onClose}
      renderForm={(step) => <OnboardingForm key="form" prepare={actions.prepare} {...step} />}
      renderAfterOutcome={(outcome) => (outcome.resourceId !== null && outcome.state === 'succeeded' ? <OnboardingStatus onboardingId={outcome.resourceId} /> : null)}
    />
  );
}
