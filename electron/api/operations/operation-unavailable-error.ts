// An assumed operation (assumed-operations.md) that the provider does not offer.
import { ApiError } from '../api-errors';

export class OperationUnavailableError extends ApiError {
  constructor(readonly operation: string, message: string, cause: ApiError) {
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
