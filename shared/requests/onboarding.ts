// POST /onboardings (spec 4.4): individual or business, one call. The business legal name
// is `legalName` (assumed-operations.md). Inner fields of governmentId and relationships
// are not shown by the spec: the shapes here are the app's assumption.
import { z } from 'zod';
import { documentId, entityId } from '../ids';
import { countryCode, isCalendarDate, isoDate, metadata } from '../formats';
import { BUSINESS_STRUCTURES, INDUSTRY_CODES } from '../schemas/enums';
import { isE164Phone } from '../bank-identifiers';
import { requestAddressSchema } from './request-address';
import { singleLine } from './single-line-text';

const email = z.email({ message: 'must be an email address such as treasury@example.com' });
const phone = z.string().refine(isE164Phone, { message: 'must be an E.164 phone number such as +14155550100' });
// Only a real date is judged against today, so a malformed one gets one error, not two.
const pastDate = isoDate.refine((d) => !isCalendarDate(d) || d <= new Date().toISOString().slice(0, 10), { message: 'must not be in the future' });

const common = {
  email: email.optional(),
  phone: phone.optional(),
  address: requestAddressSchema.optional(),
  relationships: z
    .array(z.strictObject({
      entityId: entityId,
      relationshipType: z.enum(['beneficial_owner', 'director', 'officer', 'authorized_signatory', 'shareholder']),
      ownershipPercentage: z.string().regex(/^(100(\.0{1,2})?|[0-9]{1,2}(\.[0-9]{1,2})?)$/, { message: 'must be a percentage from 0 to 100 with at most 2 decimals' }).optional(),
      title: singleLine(z.string().min(1).max(100), 'the title').optional(),
    }))
    .max(50)
    .optional(),
  documentIds: z.array(documentId).max(50).optional(),
  autoSubmit: z.boolean().optional(),
  metadata: metadata.optional(),
};

export const individualOnboardingBodySchema = z.strictObject({
  entityType: z.literal('individual'),
  fullName: singleLine(z.string().min(1).max(200), 'the full name'),
  dateOfBirth: pastDate,
  nationality: countryCode,
  governmentId: z.strictObject({
    type: z.enum(['passport', 'national_id', 'drivers_license', 'ssn', 'itin', 'tax_id']),
    number: singleLine(z.string().min(1).max(64), 'the document number'),
    issuingCountry: countryCode,
    expiryDate: isoDate.optional(),
  }).optional(),
  ...common,
});

export const businessOnboardingBodySchema = z.strictObject({
  entityType: z.literal('business'),
  legalName: singleLine(z.string().min(1).max(200), 'the legal name'),
  tradingName: singleLine(z.string().min(1).max(200), 'the trading name').optional(),
  registrationNumber: singleLine(z.string().min(1).max(64), 'the registration number').optional(),
  jurisdiction: countryCode.optional(),
  incorporationDate: pastDate.optional(),
  businessStructure: z.enum(BUSINESS_STRUCTURES).optional(),
  industryCode: z.enum(INDUSTRY_CODES).optional(),
  ...common,
});

export const createOnboardingBodySchema = z.discriminatedUnion('entityType', [individualOnboardingBodySchema, businessOnboardingBodySchema]);
export type CreateOnboardingBody = z.infer<typeof createOnboardingBodySchema>;
