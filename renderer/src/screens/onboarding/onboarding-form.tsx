// Step 1 of an onboarding: an individual or a business, how to reach them, documents
// already uploaded (by id), the people related to them, and whether to submit the
// customer for KYB review at once. Checked by the SHARED onboarding form schema (the one
// main parses with) as each field is left and on submit, focus on the first problem;
// main's field errors land on the same fields. Switching between individual and business
// keeps what was typed for the other.
import type { Path } from 'react-hook-form';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';
import { usePrepareSubmit } from '../../components/forms/use-prepare-submit';
import { useWriteForm } from '../../components/forms/use-write-form';
import type { WriteActions } from '../../components/write-flow/use-write-actions';
import type { FormStep } from '../../components/write-flow/write-panel';
import { onboardingFieldOf, onboardingInputOf, onboardingResolver, type OnboardingFields } from './onboarding-fields';
import { BusinessFields, IndividualFields } from './onboarding-party-fields';
import { RelationshipFields } from './onboarding-relationship-fields';
import { OnboardingTextField } from './onboarding-text-field';
import { PrepareActions } from '../../components/forms/prepare-actions';

type FieldName = Path<OnboardingFields>;
const INDIVIDUAL: readonly FieldName[] = ['fullName', 'dateOfBirth', 'nationality', 'governmentIdType', 'governmentIdNumber', 'governmentIdCountry'];
const BUSINESS: readonly FieldName[] = ['legalName', 'tradingName', 'registrationNumber', 'jurisdiction', 'incorporationDate', 'businessStructure', 'industryCode'];

/** The fields in the order they are shown (where focus goes first). */
function fieldOrder(values: OnboardingFields): FieldName[] {
  const party = values.entityType === 'business' ? BUSINESS : values.entityType === 'individual' ? INDIVIDUAL : [];
  const related = values.relationships.flatMap((_r, i) => [`relationships.${i}.entityId`, `relationships.${i}.relationshipType`, `relationships.${i}.ownershipPercentage`] as FieldName[]);
  return ['entityType', ...party, 'email', 'phone', 'documentIds', ...related];
}

interface Props extends FormStep<OnboardingFields> {
  prepare: WriteActions<'onboarding.prepare'>['prepare'];
}

export function OnboardingForm({ initial, prepare, onPrepared, refusal }: Props) {
  const form = useWriteForm<OnboardingFields>(onboardingResolver, initial);
  const { errors, isSubmitting } = form.formState;
  const entityType = form.watch('entityType');

  const { formRef, onSubmit, formError } = usePrepareSubmit(form, {
    prepare: (values) => prepare(onboardingInputOf(values)),
    order: fieldOrder,
    fieldOf: (name) => onboardingFieldOf(name) as FieldName | null,
    onPrepared, refusal,
  });

  return (
    <form className="setup-form panel-form" ref={formRef} onSubmit={onSubmit} noValidate aria-label="Onboard a customer">
      <fieldset aria-describedby={describedBy('onboarding-kind', errors.entityType !== undefined)}>
        <legend>Who do you onboard?</legend>
        <label className="checkbox-label">
          <input type="radio" value="individual" aria-invalid={errors.entityType !== undefined} {...form.register('entityType')} /> An individual
        </label>
        <label className="checkbox-label">
          <input type="radio" value="business" aria-invalid={errors.entityType !== undefined} {...form.register('entityType')} /> A business
        </label>
      </fieldset>
      <FieldHint id="onboarding-kind">One call creates the entity, its customer record and its relationships.</FieldHint>
      <FieldError id="onboarding-kind" message={errors.entityType?.message} />

      {entityType === 'individual' && <IndividualFields register={form.register} errors={errors} />}
      {entityType === 'business' && <BusinessFields register={form.register} errors={errors} />}

      <OnboardingTextField id="onboarding-email" label="Email (optional)" hint="For example treasury@example.com." inputMode="email" error={errors.email} registration={form.register('email')} />
      <OnboardingTextField id="onboarding-phone" label="Phone (optional)" hint="With the country code, for example +14155550100." inputMode="tel" error={errors.phone} registration={form.register('phone')} />
      <OnboardingTextField id="onboarding-documents" label="Documents already uploaded (optional)" hint="Their ids (doc_…), separated by commas or spaces." error={errors.documentIds} registration={form.register('documentIds')} />

      <RelationshipFields control={form.control} register={form.register} errors={errors} />

      <label className="checkbox-label">
        <input type="checkbox" aria-describedby="onboarding-submit-hint" {...form.register('autoSubmit')} /> Submit for KYB review once created
      </label>
      <FieldHint id="onboarding-submit">Otherwise the customer waits until it is submitted from the provider&apos;s dashboard.</FieldHint>

      <PrepareActions formError={formError} preparing={isSubmitting} label="Review the onboarding" />
    </form>
  );
}
