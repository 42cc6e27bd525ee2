// An assumed operation (assumed-operations.md) that the provider does not offer.
import { PaymentsApiError } from '../api-errors';

export class OperationUnavailableError extends PaymentsApiError {
  constructor(readonly operation: string, message: string, cause: PaymentsApiError) {
    super('not_found', {
      type: 'not_found_error',
      code: 'operation_unavailable',
      message,
      status: cause.status,
      requestId: cause.requestId,
      retryable: false,
      cause,
    });
    this.name = 'OperationUnavailableError';
  }
}
