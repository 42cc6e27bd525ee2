// Which function runs each kind of scheduled transition.
import { activatePaymentMethod } from '../bank/counterparties';
import { handleOnboardingStep } from '../bank/create-onboarding';
import { handleTransferComplete } from '../bank/create-transfer';
import { handleCollectionStep } from './collection-transitions';
import { handlePaymentStep } from './payment-transitions';
import type { TransitionHandlers } from './transitions';

export const TRANSITION_HANDLERS: TransitionHandlers = {
  'payment.step': handlePaymentStep,
  'collection.step': handleCollectionStep,
  'onboarding.step': handleOnboardingStep,
  'transfer.complete': handleTransferComplete,
  'paymentMethod.activate': (store, transition) => activatePaymentMethod(store, transition.resourceId, transition.dueAt),
};
