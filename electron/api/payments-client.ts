// One Payments API client bound to one environment: the request pipeline (auth,
// signing, idempotency, retries, clock skew) plus the typed operation table on top.
import { createApiClientCore, type ApiClientCore, type ApiClientCoreOptions } from './request-pipeline';
import { createOperations, type ListOptions, type PaymentsApi } from './operations';

export interface PaymentsClient {
  readonly core: ApiClientCore;
  readonly api: PaymentsApi;
}

export function createPaymentsClient(options: ApiClientCoreOptions & { listDefaults?: ListOptions }): PaymentsClient {
  const { listDefaults, ...coreOptions } = options;
  const core = createApiClientCore(coreOptions);
  return { core, api: createOperations(core, listDefaults ?? {}) };
}
