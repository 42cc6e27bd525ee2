// A cursor the server no longer knows (404 naming `starting_after`): for example a
// sandbox that was reset. The sync then starts that list over instead of failing.
import { PaymentsApiError } from '../api/api-errors';

export function isUnknownCursor(error: unknown): boolean {
  return error instanceof PaymentsApiError
    && error.status === 404
    && error.code === 'resource_not_found'
    && error.fields.some((f) => f.field === 'starting_after');
}
