// The onboarding form's fields as typed (flat text, one list of relationships), what they
// send (the SHARED onboarding form schema's input: the individual's or the business's
// fields only, blank fields left out, the document ids split on commas or spaces), and
// the schema's problems placed on the form's own fields in words that say what to fix.
import type { FieldErrors, Resolver } from 'react-hook-form';
import { onboardingFormSchema } from '../../../../shared/forms';
import type { IpcInput } from '../../../lib/ipc-client';

export interface RelationshipFields {
  entityId: string;
  relationshipType: string;
  ownershipPercentage: string;
}

export interface OnboardingFields {
  entityType: '' | 'individual' | 'business';
  fullName: string;
  dateOfBirth: string;
  nationality: string;
  governmentIdType: string;
  governmentIdNumber: string;
  governmentIdCountry: string;
  legalName: string;
  tradingName: string;
  registrationNumber: string;
  jurisdiction: string;
  incorporationDate: string;
  businessStructure: string;
  industryCode: string;
  email: string;
  phone: string;
  documentIds: string;
  relationships: RelationshipFields[];
  autoSubmit: boolean;
}

export const EMPTY_ONBOARDING: OnboardingFields = {
  entityType: '', fullName: '', dateOfBirth: '', nationality: '', governmentIdType: '', governmentIdNumber: '', governmentIdCountry: '',
  legalName: '', tradingName: '', registrationNumber: '', jurisdiction: '', incorporationDate: '', businessStructure: '', industryCode: '',
  email: '', phone: '', documentIds: '', relationships: [], autoSubmit: true,
};

export const EMPTY_RELATIONSHIP: RelationshipFields = { entityId: '', relationshipType: '', ownershipPercentage: '' };

/** Each field's name in sentences ("Enter the date of birth."). */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  entityType: 'who you onboard', fullName: 'full legal name', dateOfBirth: 'date of birth', nationality: 'nationality',
  governmentIdType: 'kind of identity document', governmentIdNumber: 'document number', governmentIdCountry: 'issuing country',
  legalName: 'legal name', tradingName: 'trading name', registrationNumber: 'registration number', jurisdiction: 'country of incorporation',
  incorporationDate: 'date of incorporation', businessStructure: 'business structure', industryCode: 'industry', email: 'email',
  phone: 'phone number', documentIds: 'document ids', entityId: 'person’s entity id', relationshipType: 'role', ownershipPercentage: 'ownership',
};

const GOVERNMENT_ID_FIELDS: Readonly<Record<string, keyof OnboardingFields>> = { type: 'governmentIdType', number: 'governmentIdNumber', issuingCountry: 'governmentIdCountry' };

/** The document ids as typed, one by one ("doc_1, doc_2" or one per line). */
export function documentIdsOf(text: string): string[] {
  return text.split(/[\s,;]+/).filter((id) => id !== '');
}

/** What the form sends: the chosen kind's fields only (nothing typed for the other kind is lost, it is just not sent). */
export function onboardingInputOf(values: OnboardingFields): IpcInput<'onboarding.prepare'> {
  const common = {
    email: values.email,
    phone: values.phone,
    autoSubmit: values.autoSubmit,
    ...(documentIdsOf(values.documentIds).length > 0 ? { documentIds: documentIdsOf(values.documentIds) } : {}),
    ...(values.relationships.length > 0 ? { relationships: values.relationships.map((r) => ({ entityId: r.entityId, relationshipType: r.relationshipType, ownershipPercentage: r.ownershipPercentage })) } : {}),
  };
  if (values.entityType === 'individual') {
    const idTyped = [values.governmentIdType, values.governmentIdNumber, values.governmentIdCountry].some((v) => v.trim() !== '');
    return {
      entityType: 'individual', fullName: values.fullName, dateOfBirth: values.dateOfBirth, nationality: values.nationality,
      ...(idTyped ? { governmentId: { type: values.governmentIdType, number: values.governmentIdNumber, issuingCountry: values.governmentIdCountry } } : {}),
      ...common,
    } as IpcInput<'onboarding.prepare'>;
  }
  if (values.entityType === 'business') {
    return {
      entityType: 'business', legalName: values.legalName, tradingName: values.tradingName, registrationNumber: values.registrationNumber,
      jurisdiction: values.jurisdiction, incorporationDate: values.incorporationDate, businessStructure: values.businessStructure, industryCode: values.industryCode,
      ...common,
    } as IpcInput<'onboarding.prepare'>;
  }
  return {} as IpcInput<'onboarding.prepare'>;
}

/** The form's field an error names ("governmentId.number", "relationships.0.entityId", "documentIds.2"), or null. */
export function onboardingFieldOf(name: string): string | null {
  const [head = '', second, third] = name.split('.');
  if (head === 'governmentId') return second === undefined ? 'governmentIdNumber' : (GOVERNMENT_ID_FIELDS[second] ?? 'governmentIdNumber');
  if (head === 'relationships') return second !== undefined && /^[0-9]+$/.test(second) && third !== undefined ? `relationships.${second}.${third}` : null;
  if (head === 'documentIds') return 'documentIds';
  return head in FIELD_LABELS && head !== 'entityId' ? head : null;
}

/** A message that says what to fix: a missing field asks for it, "must be…" is said of the field. */
export function fieldMessage(field: string, message: string, missing: boolean): string {
  const label = FIELD_LABELS[field.split('.').pop() ?? field] ?? field;
  if (missing) return `Enter the ${label}.`;
  return message.startsWith('must') ? `The ${label} ${message}.`.replace(/\.\.$/, '.') : message;
}

/** The schema's problems as react-hook-form errors (nested for relationships). */
export const onboardingResolver: Resolver<OnboardingFields> = async (values) => {
  const parsed = onboardingFormSchema.safeParse(onboardingInputOf(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const field = onboardingFieldOf(issue.path.map(String).join('.')) ?? 'entityType';
    // Nothing given, or a list's choice left unchosen (a list offers only values the schema takes).
    const missing = (issue.code === 'invalid_type' && issue.message.includes('undefined')) || issue.code === 'invalid_value';
    const message = field === 'documentIds' && issue.path[1] !== undefined
      ? `“${documentIdsOf(values.documentIds)[Number(issue.path[1])] ?? ''}” ${issue.message}.`.replace(/\.\.$/, '.')
      : fieldMessage(field, issue.message, missing);
    const [head = '', row = '0', key = ''] = field.split('.');
    if (head === 'relationships') {
      const rows = (errors['relationships'] ??= []) as Array<Record<string, unknown> | undefined>;
      const fields = (rows[Number(row)] ??= {});
      fields[key] ??= { type: issue.code, message };
    } else {
      errors[field] ??= { type: issue.code, message };
    }
  }
  return { values: {}, errors: errors as FieldErrors<OnboardingFields> };
};
