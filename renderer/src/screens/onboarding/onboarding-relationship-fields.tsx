// The people related to the onboarded party (beneficial owners, directors…), each an
// existing individual entity by id, with their role and, for an owner, the share owned.
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { EMPTY_RELATIONSHIP, type OnboardingFields } from './onboarding-fields';
import { OnboardingSelectField, OnboardingTextField } from './onboarding-text-field';

const ROLES = [
  { value: 'beneficial_owner', label: 'Beneficial owner' },
  { value: 'director', label: 'Director' },
  { value: 'officer', label: 'Officer' },
  { value: 'authorized_signatory', label: 'Authorised signatory' },
  { value: 'shareholder', label: 'Shareholder' },
] as const;

interface Props {
  control: Control<OnboardingFields>;
  register: UseFormRegister<OnboardingFields>;
  errors: FieldErrors<OnboardingFields>;
}

export function RelationshipFields({ control, register, errors }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'relationships' });
  return (
    <fieldset>
      <legend>Related people (optional)</legend>
      {fields.map((field, index) => {
        const rowErrors = errors.relationships?.[index];
        const n = index + 1;
        return (
          <div key={field.id} className="onboarding-relationship" role="group" aria-label={`Related person ${n}`}>
            <OnboardingTextField id={`onboarding-rel-${index}-entity`} label={`Person ${n}: entity id`} hint="An individual already known to the provider (ent_…)." error={rowErrors?.entityId} registration={register(`relationships.${index}.entityId`)} />
            <OnboardingSelectField id={`onboarding-rel-${index}-role`} label={`Person ${n}: role`} hint="How the person is related." none="Choose a role…" options={ROLES} error={rowErrors?.relationshipType} registration={register(`relationships.${index}.relationshipType`)} />
            <OnboardingTextField id={`onboarding-rel-${index}-share`} label={`Person ${n}: ownership in % (optional)`} hint="From 0 to 100, at most 2 decimals." inputMode="decimal" error={rowErrors?.ownershipPercentage} registration={register(`relationships.${index}.ownershipPercentage`)} />
            <button type="button" onClick={() => remove(index)}>
              Remove person {n}
            </button>
          </div>
        );
      })}
      <button type="button" onClick={() => append({ ...EMPTY_RELATIONSHIP })}>
        Add a related person
      </button>
    </fieldset>
  );
}
