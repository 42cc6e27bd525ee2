// Onboarding (POST /onboardings): an individual or a business, with its customer record
// and relationships, in one call. The shared schemas check every field; blank fields
// are left out; the summary names who is onboarded without any identity number.
import type { z } from 'zod';
import type { businessOnboardingBodySchema, individualOnboardingBodySchema } from '../../shared/requests';
import { isolatedLine, writeChecks } from '../pre-send-checks';
import { FieldProblems } from './field-problems';
import { withoutBlankText } from './form-values';
import type { WriteFlowContext } from './write-flow-context';
import type { PrepareResult } from './write-flow-types';
import { countOf } from '../../shared/count-words';

export type IndividualOnboardingInput = Omit<z.input<typeof individualOnboardingBodySchema>, 'entityType'>;
export type BusinessOnboardingInput = Omit<z.input<typeof businessOnboardingBodySchema>, 'entityType'>;

export interface OnboardingFlow {
  prepareIndividual(input: IndividualOnboardingInput): Promise<PrepareResult>;
  prepareBusiness(input: BusinessOnboardingInput): Promise<PrepareResult>;
}

/** What an onboarding carries beside its person or business: "2 relationships, 1 document, submitted for review". */
export function onboardingExtrasText(input: { relationships?: unknown[] | undefined; documentIds?: unknown[] | undefined; autoSubmit?: boolean | undefined }): string {
  const parts: string[] = [];
  if (input.relationships !== undefined && input.relationships.length > 0) parts.push(countOf(input.relationships.length, 'relationship', 'relationships'));
  if (input.documentIds !== undefined && input.documentIds.length > 0) parts.push(countOf(input.documentIds.length, 'document', 'documents'));
  parts.push(input.autoSubmit === true ? 'submitted for review' : 'not submitted for review yet');
  return parts.join(', ');
}

const text = (value: unknown): string => (typeof value === 'string' ? isolatedLine(value) : '');

export function createOnboardingFlow(ctx: WriteFlowContext): OnboardingFlow {
  return {
    async prepareIndividual(input) {
      const problems = new FieldProblems();
      const values = withoutBlankText(input);
      if (values.fullName === undefined) problems.add('fullName', "Enter the person's full legal name.");
      return ctx.issue(
        {
          action: 'onboard_individual',
          operation: 'createOnboarding',
          body: { entityType: 'individual', ...values },
          summary: `Onboard individual ${text(values.fullName)} (born ${text(values.dateOfBirth)}, nationality ${text(values.nationality)}; ${onboardingExtrasText(values)})`,
          checks: (c) => writeChecks(c),
        },
        problems,
      );
    },
    async prepareBusiness(input) {
      const problems = new FieldProblems();
      const values = withoutBlankText(input);
      if (values.legalName === undefined) problems.add('legalName', "Enter the business's registered legal name.");
      const where = [values.jurisdiction, values.businessStructure].filter((v) => v !== undefined).map(text).join(', ');
      return ctx.issue(
        {
          action: 'onboard_business',
          operation: 'createOnboarding',
          body: { entityType: 'business', ...values },
          summary: `Onboard business ${text(values.legalName)}${where === '' ? '' : ` (${where})`} (${onboardingExtrasText(values)})`,
          checks: (c) => writeChecks(c),
        },
        problems,
      );
    },
  };
}
