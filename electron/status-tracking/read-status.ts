// Reads one payment or collection by id. Payments are read with GET /payments/{id}; a
// provider without that assumed read is asked through the rail's own read (ACH, SWIFT).
import { TreasuryError } from '../../shared/errors';
import { railCodeText } from '../../shared/rail-text';
import { OperationUnavailableError } from '../api/operations';
import type { Collection, Payment } from '../../shared/schemas';
import type { StatusApi, StatusCache, TrackedKind } from './status-types';

export class UnreadableError extends TreasuryError {
  override readonly name = 'UnreadableError';
  readonly kind = 'failed';
  readonly code = 'status_unreadable';
}

export function createStatusReader(api: StatusApi, cache: StatusCache) {
  let unifiedReadUnavailable = api.getPayment === undefined;

  async function readPayment(id: string, signal: AbortSignal): Promise<Payment> {
    if (!unifiedReadUnavailable && api.getPayment !== undefined) {
      try {
        return (await api.getPayment(id, { signal })).data;
      } catch (error) {
        if (!(error instanceof OperationUnavailableError)) throw error;
        unifiedReadUnavailable = true;
      }
    }
    const rail = cache.payments.get(id)?.rail;
    if (rail === 'ach' && api.getAchPayment !== undefined) return (await api.getAchPayment(id, { signal })).data;
    if (rail === 'swift' && api.getSwiftPayment !== undefined) return (await api.getSwiftPayment(id, { signal })).data;
    // A rail this app does not know has no rail-specific read here: said as it came, marked.
    throw new UnreadableError(`This provider offers no read of ${rail === undefined ? 'this' : railCodeText(rail)} payments by id, so ${id} cannot be followed.`);
  }

  return {
    read(kind: TrackedKind, id: string, signal: AbortSignal): Promise<Payment | Collection> {
      return kind === 'payment' ? readPayment(id, signal) : api.getAchCollection(id, { signal }).then((r) => r.data);
    },
  };
}
