// The onboarding form's fields for who is onboarded: a person (full legal name, date of
// birth, nationality, an identity document) or a business (legal and trading name,
// registration, country and date of incorporation, structure, industry).
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { BUSINESS_STRUCTURES, INDUSTRY_CODES } from '../../../../shared/schemas/enums';
import { humanize } from '../../components/status-badge';
import type { OnboardingFields } from './onboarding-fields';
import { OnboardingSelectField, OnboardingTextField } from './onboarding-text-field';

const STRUCTURE_WORDS: Readonly<Record<string, string>> = { llc: 'LLC (limited liability company)', llp: 'LLP (limited liability partnership)' };
const DOCUMENT_KINDS = [
  { value: 'passport', label: 'Passport' },
  { value: 'national_id', label: 'National identity card' },
  { value: 'drivers_license', label: 'Driver’s licence' },
  { value: 'ssn', label: 'US Social Security number' },
  { value: 'itin', label: 'US ITIN' },
  { value: 'tax_id', label: 'Tax id' },
] as const;

const options = (values: readonly string[], words: Readonly<Record<string, string>> = {}) => values.map((value) => ({ value, label: words[value] ?? humanize(value) }));

interface Props {
  register: UseFormRegister<OnboardingFields>;
  errors: FieldErrors<OnboardingFields>;
}

export function IndividualFields({ register, errors }: Props) {
  return (
    <>
      <OnboardingTextField id="onboarding-full-name" label="Full legal name" hint="As on the identity document." error={errors.fullName} registration={register('fullName')} />
      <OnboardingTextField id="onboarding-birth-date" label="Date of birth" hint="Written YYYY-MM-DD, for example 1990-12-10." placeholder="YYYY-MM-DD" error={errors.dateOfBirth} registration={register('dateOfBirth')} />
      <OnboardingTextField id="onboarding-nationality" label="Nationality" hint="The two-letter country code, for example GB or US." error={errors.nationality} registration={register('nationality')} />
      <fieldset>
        <legend>Identity document (optional)</legend>
        <OnboardingSelectField id="onboarding-id-type" label="Kind of document" hint="Leave all three blank to add it later." none="None" options={DOCUMENT_KINDS} error={errors.governmentIdType} registration={register('governmentIdType')} />
        <OnboardingTextField id="onboarding-id-number" label="Document number" hint="Kept out of the app’s logs and audit trail (masked)." error={errors.governmentIdNumber} registration={register('governmentIdNumber')} />
        <OnboardingTextField id="onboarding-id-country" label="Issuing country" hint="The two-letter country code." error={errors.governmentIdCountry} registration={register('governmentIdCountry')} />
      </fieldset>
    </>
  );
}

export function BusinessFields({ register, errors }: Props) {
  return (
    <>
      <OnboardingTextField id="onboarding-legal-name" label="Legal name" hint="The registered name, for example Globex Holdings LLC." error={errors.legalName} registration={register('legalName')} />
      <OnboardingTextField id="onboarding-trading-name" label="Trading name (optional)" hint="The name it trades under, if different." error={errors.tradingName} registration={register('tradingName')} />
      <OnboardingTextField id="onboarding-registration" label="Registration number (optional)" hint="From the company register." error={errors.registrationNumber} registration={register('registrationNumber')} />
      <OnboardingTextField id="onboarding-jurisdiction" label="Country of incorporation (optional)" hint="The two-letter country code, for example US." error={errors.jurisdiction} registration={register('jurisdiction')} />
      <OnboardingTextField id="onboarding-incorporated" label="Date of incorporation (optional)" hint="Written YYYY-MM-DD." placeholder="YYYY-MM-DD" error={errors.incorporationDate} registration={register('incorporationDate')} />
      <OnboardingSelectField id="onboarding-structure" label="Business structure (optional)" hint="Its legal form." none="Not given" options={options(BUSINESS_STRUCTURES, STRUCTURE_WORDS)} error={errors.businessStructure} registration={register('businessStructure')} />
      <OnboardingSelectField id="onboarding-industry" label="Industry (optional)" hint="What it mainly does." none="Not given" options={options(INDUSTRY_CODES)} error={errors.industryCode} registration={register('industryCode')} />
    </>
  );
}
