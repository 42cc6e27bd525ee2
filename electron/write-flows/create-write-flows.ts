// Every write flow of one environment, built from small parts: the cache (cross-checks
// and pre-send checks), the outbox (which journals each confirmed POST with its
// confirmation, and sends it), the audit trail (which records a PATCH's confirmation), the clock, and optionally the API (reads by id of what the cache lacks)
// and a status follower (told about each payment and collection created).
import type { Environment } from '../../shared/schemas';
import { systemClock, type Clock } from '../clock';
import { createAccountNumbersFlow, type AccountNumbersFlow } from './account-numbers';
import { createCancelPaymentFlow, type CancelPaymentFlow } from './cancel-payment';
import { createLookups, type LookupApi, type WriteFlowCache } from './cache-lookups';
import type { PaymentsApi } from '../api/operations';
import { createCollectionsFlow, type CollectionsFlow } from './collections';
import { confirmWrite } from './confirm-write';
import { createCounterpartiesFlow, type CounterpartiesFlow } from './counterparties';
import { createOnboardingFlow, type OnboardingFlow } from './onboarding';
import { createPaymentMethodsFlow, type PaymentMethodsFlow } from './payment-methods';
import { createPaymentsFlow, type PaymentsFlow } from './payments';
import { createPreparedRegistry, DEFAULT_PREPARED_TTL_MS, type PreparedRegistry } from './prepared-registry';
import { createTransfersFlow, type TransfersFlow } from './transfers';
import { createWriteFlowContext } from './write-flow-context';
import type { ConfirmationLog, ConfirmedWrite, ConfirmOptions, OutboxPort, PreparedWrite, StatusFollower } from './write-flow-types';

export type WriteFlowsApi = LookupApi & Partial<Pick<PaymentsApi, 'updateCounterparty'>>;

export interface WriteFlowsOptions {
  environment: Environment;
  cache: WriteFlowCache;
  /** Carries every POST: each confirmation and its entry are committed together (enqueueWithConfirmation). */
  outbox: OutboxPort;
  /** Records the confirmation of a write the outbox does not carry (a PATCH). */
  audit: ConfirmationLog;
  /** The time of the checks and of a prepared write's expiry (default: the system clock). */
  clock?: Clock;
  /**
   * The API client's operations: reads by id for what the cache does not hold yet (a CLI
   * without a synced cache), and `updateCounterparty` for edits and archiving (PATCH,
   * which the outbox does not carry). Without it, edits cannot be sent.
   */
  api?: WriteFlowsApi;
  tracker?: StatusFollower;
  /** Country of the paying customer for the travel rule; default US. */
  originCountry?: string;
  /** How long a prepared instruction can be confirmed; default 30 minutes. */
  preparedTtlMs?: number;
  /** The person's IANA time zone (default: this process's, TZ or the system's). */
  timeZone?: string;
}

export interface WriteFlows {
  readonly environment: Environment;
  readonly payments: PaymentsFlow;
  readonly cancelPayment: CancelPaymentFlow;
  readonly collections: CollectionsFlow;
  readonly transfers: TransfersFlow;
  readonly onboarding: OnboardingFlow;
  readonly accountNumbers: AccountNumbersFlow;
  readonly counterparties: CounterpartiesFlow;
  readonly paymentMethods: PaymentMethodsFlow;
  /**
   * Sends a prepared instruction (found by its id; the registered copy is the one sent),
   * or throws ConfirmationRefusedError and sends nothing.
   */
  confirm(prepared: Pick<PreparedWrite, 'id'> & Partial<PreparedWrite>, options?: ConfirmOptions): Promise<ConfirmedWrite>;
  /** The same flows (same prepared instructions) for a person in `timeZone`: what they prepare writes times in it. */
  inTimeZone(timeZone: string): WriteFlows;
  /** A prepared instruction not yet confirmed (nor expired from the registry), exactly as it will be sent. */
  preparedBody(id: string): unknown;
}

export function createWriteFlows(options: WriteFlowsOptions): WriteFlows {
  return flowsWith(options, createPreparedRegistry(options.preparedTtlMs ?? DEFAULT_PREPARED_TTL_MS));
}

function flowsWith(options: WriteFlowsOptions, registry: PreparedRegistry): WriteFlows {
  const clock = options.clock ?? systemClock;
  const ctx = createWriteFlowContext({
    environment: options.environment,
    cache: options.cache,
    now: () => clock.now(),
    lookups: createLookups(options.cache, options.api),
    registry,
    ...(options.originCountry !== undefined ? { originCountry: options.originCountry } : {}),
    ...(options.timeZone !== undefined ? { timeZone: options.timeZone } : {}),
  });
  const confirmDeps = {
    ctx,
    registry,
    outbox: options.outbox,
    audit: options.audit,
    ...(options.api !== undefined ? { api: options.api } : {}),
    ...(options.tracker !== undefined ? { tracker: options.tracker } : {}),
  };
  const flows: WriteFlows = {
    environment: options.environment,
    payments: createPaymentsFlow(ctx),
    cancelPayment: createCancelPaymentFlow(ctx),
    collections: createCollectionsFlow(ctx),
    transfers: createTransfersFlow(ctx),
    onboarding: createOnboardingFlow(ctx),
    accountNumbers: createAccountNumbersFlow(ctx),
    counterparties: createCounterpartiesFlow(ctx),
    paymentMethods: createPaymentMethodsFlow(ctx),
    confirm: (prepared, confirmOptions) => confirmWrite(confirmDeps, prepared, confirmOptions),
    preparedBody: (id) => registry.find(id)?.prepared.body,
    inTimeZone: (timeZone) => (timeZone === ctx.timeZone ? flows : flowsWith({ ...options, timeZone }, registry)),
  };
  return flows;
}
