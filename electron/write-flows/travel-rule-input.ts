// Travel-rule data as a person enters it (assumed-operations.md: originator and
// beneficiary), checked with the shared schema; problems name `travelRule.…` fields.
import { travelRuleSchema, type TravelRule } from '../../shared/requests';
import { fieldErrorsFromIssues } from '../../shared/field-errors';
import { friendlyMessage, type FieldProblems } from './field-problems';

export function readTravelRule(value: unknown, problems: FieldProblems): TravelRule | undefined {
  if (value === undefined) return undefined;
  const checked = travelRuleSchema.safeParse(value);
  if (checked.success) return checked.data;
  for (const e of fieldErrorsFromIssues(checked.error.issues)) {
    problems.add(e.field === 'body' ? 'travelRule' : `travelRule.${e.field}`, friendlyMessage(e.message));
  }
  return undefined;
}
