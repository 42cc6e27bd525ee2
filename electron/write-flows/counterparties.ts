// Counterparties (assumed operations): create, edit (only what changed is sent) and
// archive (PATCH status `archived`; an archived counterparty can no longer be paid or
// changed).
import { isDeepStrictEqual } from 'node:util';
import type { RequestAddress } from '../../shared/requests';
import { ENTITY_TYPES, type Counterparty } from '../../shared/schemas';
import { isolatedLine, writeChecks } from '../pre-send-checks';
import { FieldProblems } from './field-problems';
import { withoutBlankText } from './form-values';
import { activeCounterparty } from './payment-parties';
import { checkChoice } from './form-values';
import { refuse, type WriteFlowContext } from './write-flow-context';
import type { PrepareResult } from './write-flow-types';

export interface CounterpartyInput {
  entityType: 'individual' | 'business';
  name: string;
  email?: string;
  address?: RequestAddress;
  metadata?: Record<string, string | null>;
}

export interface CounterpartyEditInput {
  counterpartyId: string;
  name?: string;
  email?: string;
  address?: RequestAddress;
  metadata?: Record<string, string | null>;
}

export interface CounterpartiesFlow {
  prepareCreate(input: CounterpartyInput): Promise<PrepareResult>;
  prepareEdit(input: CounterpartyEditInput): Promise<PrepareResult>;
  prepareArchive(input: { counterpartyId: string }): Promise<PrepareResult>;
}

const EDITABLE = ['name', 'email', 'address', 'metadata'] as const;

/** Only the fields whose value differs from the counterparty's. */
function changedFields(current: Counterparty, edit: Partial<CounterpartyEditInput>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const key of EDITABLE) {
    const value = edit[key];
    if (value !== undefined && !isDeepStrictEqual(value, current[key])) changes[key] = value;
  }
  return changes;
}

function changeText(changes: Record<string, unknown>): string {
  return Object.entries(changes)
    .map(([key, value]) => (key === 'name' || key === 'email' ? `${key} "${isolatedLine(String(value))}"` : `new ${key}`))
    .join(', ');
}

export function createCounterpartiesFlow(ctx: WriteFlowContext): CounterpartiesFlow {
  return {
    async prepareCreate(input) {
      const problems = new FieldProblems();
      const values = withoutBlankText(input);
      if (values.entityType === undefined) problems.add('entityType', 'Choose whether the counterparty is a business or an individual.');
      else checkChoice(values.entityType, ENTITY_TYPES, 'entityType', problems, 'an entity type');
      if (values.name === undefined) problems.add('name', 'Enter the name of the counterparty, as their bank knows it.');
      const email = values.email === undefined ? '' : `, ${isolatedLine(values.email)}`;
      const kind = values.entityType === 'business' ? ', a business' : values.entityType === 'individual' ? ', a person' : '';
      return ctx.issue(
        {
          action: 'create_counterparty',
          operation: 'createCounterparty',
          body: values,
          summary: `Add counterparty ${isolatedLine(values.name ?? '')}${kind}${email}`,
          checks: (c) => writeChecks(c),
        },
        problems,
      );
    },
    async prepareEdit(input) {
      const problems = new FieldProblems();
      const current = await activeCounterparty(ctx, input.counterpartyId, 'counterpartyId', problems);
      if (current === undefined) return refuse(problems);
      const changes = changedFields(current, withoutBlankText(input));
      if (Object.keys(changes).length === 0) problems.add('body', 'Nothing changed: edit the name, email, address or metadata first.');
      return ctx.issue(
        {
          action: 'edit_counterparty',
          operation: 'updateCounterparty',
          pathParams: { counterpartyId: current.id },
          body: changes,
          summary: `Edit counterparty ${isolatedLine(current.name)}: ${changeText(changes)}`,
          checks: (c) => writeChecks(c),
        },
        problems,
      );
    },
    async prepareArchive(input) {
      const problems = new FieldProblems();
      const found = await ctx.lookups.counterparty(input.counterpartyId);
      if (!found.ok) {
        problems.add('counterpartyId', found.message);
        return refuse(problems);
      }
      if (found.value.status === 'archived') problems.add('counterpartyId', `${isolatedLine(found.value.name)} is already archived.`);
      return ctx.issue(
        {
          action: 'archive_counterparty',
          operation: 'updateCounterparty',
          pathParams: { counterpartyId: found.value.id },
          body: { status: 'archived' },
          summary: `Archive counterparty ${isolatedLine(found.value.name)} (it can no longer be paid)`,
          checks: (c) => writeChecks(c),
        },
        problems,
      );
    },
  };
}
