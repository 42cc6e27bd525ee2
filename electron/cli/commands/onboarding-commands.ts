// `onboarding create --type individual|business ...`: POST /onboardings through the
// onboarding write flow, prepared and confirmed like any write. Options of the other
// type are refused; an address is given by its parts; a government id number can be
// read from standard input (`--id-number -`) and is never printed (the dry run shows it
// masked). There is no `onboarding show`: neither the spec nor the assumed operations
// offer a read of an onboarding, so the CLI reports the status the creation returned.
import { BUSINESS_STRUCTURES, ENTITY_TYPES, INDUSTRY_CODES } from '../../../shared/schemas/enums';
import type { BusinessOnboardingInput, IndividualOnboardingInput, PrepareResult } from '../../write-flows';
import { UsageError } from '../cli-errors';
import { defineCommand } from '../command-spec';
import { required } from '../option-values';
import { CONFIRM_HELP, CONFIRM_OPTIONS, confirmPrepared, journaledNote } from './confirm-prepared';

const ID_TYPES = ['passport', 'national_id', 'drivers_license', 'ssn', 'itin', 'tax_id'] as const;
const RELATIONSHIP_TYPES = ['beneficial_owner', 'director', 'officer', 'authorized_signatory', 'shareholder'] as const;

/** The options only one entity type takes. */
const TYPE_OPTIONS = {
  'full-name': 'individual', 'date-of-birth': 'individual', nationality: 'individual', 'id-type': 'individual', 'id-number': 'individual',
  'id-country': 'individual', 'id-expiry': 'individual',
  'legal-name': 'business', 'trading-name': 'business', 'registration-number': 'business', jurisdiction: 'business',
  'incorporation-date': 'business', structure: 'business', industry: 'business',
} as const;

const ADDRESS_FLAGS = { line1: '--address-line1', line2: '--address-line2', city: '--address-city', state: '--address-state', postalCode: '--address-postal-code', country: '--address-country' } as const;

const FIELD_FLAGS = {
  fullName: '--full-name', dateOfBirth: '--date-of-birth', nationality: '--nationality', governmentId: '--id-type/--id-number/--id-country',
  'governmentId.type': '--id-type', 'governmentId.number': '--id-number', 'governmentId.issuingCountry': '--id-country', 'governmentId.expiryDate': '--id-expiry',
  legalName: '--legal-name', tradingName: '--trading-name', registrationNumber: '--registration-number', jurisdiction: '--jurisdiction',
  incorporationDate: '--incorporation-date', businessStructure: '--structure', industryCode: '--industry', email: '--email', phone: '--phone',
  address: '--address-line1/--address-city/--address-country', ...Object.fromEntries(Object.entries(ADDRESS_FLAGS).map(([field, flag]) => [`address.${field}`, flag])),
  relationships: '--relationship', documentIds: '--document', autoSubmit: '--submit',
};

/** `ENTITY:ROLE[:PERCENT]`, e.g. `ent_…:beneficial_owner:25`. */
function relationship(text: string) {
  const [entityId, relationshipType, ownershipPercentage, ...rest] = text.split(':');
  if (entityId === undefined || relationshipType === undefined || entityId === '' || rest.length > 0) {
    throw new UsageError(`--relationship takes ENTITY:ROLE[:PERCENT], e.g. ent_123:beneficial_owner:25; not "${text.slice(0, 60)}". ROLE is one of ${RELATIONSHIP_TYPES.join(', ')}.`);
  }
  return { entityId, relationshipType, ...(ownershipPercentage !== undefined && ownershipPercentage !== '' ? { ownershipPercentage } : {}) };
}

/** The dry run's copy of what would be sent, the government id number masked. */
function masked(result: PrepareResult): PrepareResult {
  if (!result.ok) return result;
  const body = result.prepared.body as { governmentId?: { number?: string } };
  if (body.governmentId?.number === undefined) return result;
  const number = body.governmentId.number;
  return { ok: true, prepared: { ...result.prepared, body: { ...body, governmentId: { ...body.governmentId, number: `****${number.slice(-2)}` } } } };
}

export const onboardingCreateCommand = defineCommand({
  words: ['onboarding', 'create'],
  usage: [
    '--type individual --full-name NAME --date-of-birth YYYY-MM-DD --nationality CC [--id-type T --id-number N|- --id-country CC [--id-expiry DATE]]',
    '--type business --legal-name NAME [--trading-name N] [--registration-number N] [--jurisdiction CC] [--incorporation-date DATE] [--structure S] [--industry I]',
    'both: [--email E] [--phone +E164] [--address-line1 L --address-city C --address-country CC [--address-line2 L] [--address-state S] [--address-postal-code P]]',
    '      [--relationship ENTITY:ROLE[:PERCENT]]... [--document DOC]... [--submit]',
  ],
  description: 'onboard an individual or a business (entity, customer and relationships in one call)',
  section: 'money',
  options: {
    type: { type: 'string' }, 'full-name': { type: 'string' }, 'date-of-birth': { type: 'string' }, nationality: { type: 'string' },
    'id-type': { type: 'string' }, 'id-number': { type: 'string' }, 'id-country': { type: 'string' }, 'id-expiry': { type: 'string' },
    'legal-name': { type: 'string' }, 'trading-name': { type: 'string' }, 'registration-number': { type: 'string' }, jurisdiction: { type: 'string' },
    'incorporation-date': { type: 'string' }, structure: { type: 'string' }, industry: { type: 'string' },
    email: { type: 'string' }, phone: { type: 'string' }, 'address-line1': { type: 'string' }, 'address-line2': { type: 'string' },
    'address-city': { type: 'string' }, 'address-state': { type: 'string' }, 'address-postal-code': { type: 'string' }, 'address-country': { type: 'string' },
    relationship: { type: 'string', multiple: true }, document: { type: 'string', multiple: true }, submit: { type: 'boolean' },
    ...CONFIRM_OPTIONS,
  } as const,
  optionHelp: {
    ...CONFIRM_HELP,
    type: 'an individual or a business', 'full-name': 'individual: NAME, the full legal name', 'date-of-birth': 'individual: YYYY-MM-DD',
    nationality: 'individual: CC, a two-letter country code', 'id-type': 'individual: the kind of government id', 'id-number': 'individual: N, its number; - reads it from stdin',
    'id-country': 'individual: CC, the country that issued it', 'id-expiry': 'individual: YYYY-MM-DD, when it expires',
    'legal-name': 'business: NAME, the registered legal name', 'trading-name': 'business: N, the name it trades under', 'registration-number': 'business: N, the company number',
    jurisdiction: 'business: CC, the country of incorporation', 'incorporation-date': 'business: YYYY-MM-DD', structure: 'business: its legal form', industry: 'business: its industry',
    email: 'E: an e-mail address', phone: 'an E.164 number such as +14155550100', 'address-line1': 'L: street and number', 'address-line2': 'L: more of the address',
    'address-city': 'C: the city', 'address-state': 'S: the state or region', 'address-postal-code': 'P: the postal code', 'address-country': 'CC: the country of the address',
    relationship: 'ENTITY:ROLE[:PERCENT]: an existing individual entity (ent_…) and its role, e.g. beneficial_owner:25',
    document: 'DOC: a document uploaded before (doc_…)', submit: 'submit the customer for KYB review once created',
  },
  choices: { type: ENTITY_TYPES, 'id-type': ID_TYPES, structure: BUSINESS_STRUCTURES, industry: INDUSTRY_CODES },
  resumesOutbox: true,
  fieldFlags: FIELD_FLAGS,
  interrupted: journaledNote,
  async run(ctx, values) {
    const type = required(values.type, 'type', 'individual|business');
    for (const [option, onlyFor] of Object.entries(TYPE_OPTIONS)) {
      if ((values as Record<string, unknown>)[option] !== undefined && onlyFor !== type) {
        throw new UsageError(`--${option} applies to --type ${onlyFor}, not to --type ${type}: remove it, or onboard ${onlyFor === 'business' ? 'a business' : 'an individual'}.`);
      }
    }
    const addressParts = {
      line1: values['address-line1'], line2: values['address-line2'], city: values['address-city'], state: values['address-state'],
      postalCode: values['address-postal-code'], country: values['address-country'],
    };
    const address = Object.values(addressParts).some((v) => v !== undefined)
      ? { address: Object.fromEntries(Object.entries(addressParts).filter(([, v]) => v !== undefined)) as IndividualOnboardingInput['address'] }
      : {};
    const common = {
      ...(values.email !== undefined ? { email: values.email } : {}),
      ...(values.phone !== undefined ? { phone: values.phone } : {}),
      ...address,
      ...(values.relationship !== undefined ? { relationships: values.relationship.map(relationship) as IndividualOnboardingInput['relationships'] } : {}),
      ...(values.document !== undefined ? { documentIds: values.document } : {}),
      ...(values.submit === true ? { autoSubmit: true } : {}),
    };
    const flows = await ctx.host.services().money.writeFlows();
    let result: PrepareResult;
    if (type === 'individual') {
      const idNumber = values['id-number'] === '-' ? (await ctx.io.readStdin()).trim() : values['id-number'];
      const idParts = { type: values['id-type'], number: idNumber, issuingCountry: values['id-country'], expiryDate: values['id-expiry'] };
      const governmentId = Object.values(idParts).some((v) => v !== undefined)
        ? { governmentId: Object.fromEntries(Object.entries(idParts).filter(([, v]) => v !== undefined)) as IndividualOnboardingInput['governmentId'] }
        : {};
      const input = { fullName: values['full-name'], dateOfBirth: values['date-of-birth'], nationality: values.nationality, ...governmentId, ...common };
      result = await flows.onboarding.prepareIndividual(input as IndividualOnboardingInput);
    } else {
      const input = {
        legalName: values['legal-name'], tradingName: values['trading-name'], registrationNumber: values['registration-number'], jurisdiction: values.jurisdiction,
        incorporationDate: values['incorporation-date'], businessStructure: values.structure, industryCode: values.industry, ...common,
      };
      result = await flows.onboarding.prepareBusiness(input as BusinessOnboardingInput);
    }
    await confirmPrepared(ctx, flows, values.yes === true ? result : masked(result), values);
    if (values.yes === true && !ctx.json) ctx.io.out('There is no read of an onboarding in this API: its status above is the one at creation.\n');
  },
});
