// Where a refusal or a block goes when its form opens again ("Change the payment"): at
// the field it concerns, so the person reads it there and focus lands there. The server
// names its fields in most refusals; a few it refuses as a whole although one field is at
// stake (an amount above the balance), and the review's blocks name none: those are
// placed here by their code. A form that has no such field shows it on its error line.
import type { PreparedWriteView, WriteOutcomeView } from '../../../../shared/ipc';

/** A message for a field the form knows ("purpose", "amount.value"), or for none (field ""). */
export type RefusalOnField = { readonly field: string; readonly message: string };

/** The field a server refusal without fields concerns, by its code. */
const REFUSAL_FIELDS: Readonly<Record<string, string>> = {
  insufficient_funds: 'amount',
  purpose_required: 'purpose',
  travel_rule_required: 'travelRule',
};

/** The field a review's block concerns, by its code. */
const BLOCK_FIELDS: Readonly<Record<string, string>> = {
  purpose_required_for_corridor: 'purpose',
  travel_rule_data_missing: 'travelRule',
};

/** The server's refusal as messages at the fields it names (each with its message and request id), or at the field its code concerns, or on none. */
export function refusalOnFields(error: NonNullable<WriteOutcomeView['error']>): RefusalOnField[] {
  const refused = `Refused by the server${error.requestId === null ? '' : ` (request ${error.requestId})`}: ${error.message}`;
  if (error.fields.length === 0) return [{ field: REFUSAL_FIELDS[error.code] ?? '', message: `${refused}.` }];
  return error.fields.map((field) => ({ field: field.field, message: `${refused}; ${field.field} ${field.message}.` }));
}

/** The review's blocks that concern a field, at that field (nothing when none does: the form opens as it was). */
export function blocksOnFields(checks: PreparedWriteView['checks']): RefusalOnField[] | undefined {
  const placed = checks.flatMap((check) => {
    const field = check.severity === 'block' ? BLOCK_FIELDS[check.code] : undefined;
    return field === undefined ? [] : [{ field, message: check.message }];
  });
  return placed.length > 0 ? placed : undefined;
}
