// Every /v1 operation the sandbox serves.
import type { Operation } from '../http/operation';
import { accountOperations } from './accounts';
import { collectionOperations, onboardingOperations, transferOperations } from './collections-transfers-onboardings';
import { counterpartyOperations } from './counterparties';
import { paymentOperations } from './payments';
import { railAndWebhookOperations } from './rails-webhooks';
import { transactionOperations } from './transactions';

export const ALL_OPERATIONS: readonly Operation[] = [
  ...accountOperations,
  ...transactionOperations,
  ...paymentOperations,
  ...collectionOperations,
  ...transferOperations,
  ...onboardingOperations,
  ...counterpartyOperations,
  ...railAndWebhookOperations,
];
