// The review rows of the writes that move no money: an onboarding (every field that is
// sent: who, born or incorporated when and where, the identity document by its last four
// characters, how to reach them, documents, related people, whether it goes to KYB
// review) and an account number (which account, which kind, conversion).
import { isolatedLine } from '../pre-send-checks';
import type { PreparedWrite } from '../write-flows';
import { addressText, metadataText } from './directory-review';

type Row = [string, string | undefined];

const ROLE_WORDS: Readonly<Record<string, string>> = {
  beneficial_owner: 'beneficial owner', director: 'director', officer: 'officer', authorized_signatory: 'authorised signatory', shareholder: 'shareholder',
};
const KIND_WORDS: Readonly<Record<string, string>> = { us_ach: 'US ACH (ACH credits from US banks)', us_fedwire: 'US Fedwire (wires from US banks)' };

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? isolatedLine(value) : undefined);

/** A code as words: "sole_proprietorship" reads "Sole proprietorship". */
function codeWords(value: unknown): string | undefined {
  const plain = text(value)?.replace(/_/g, ' ');
  return plain === undefined ? undefined : plain.charAt(0).toUpperCase() + plain.slice(1);
}

const ID_TYPES: Readonly<Record<string, string>> = {
  passport: 'Passport', national_id: 'National ID card', drivers_license: "Driver's licence", ssn: 'US Social Security number', itin: 'US ITIN', tax_id: 'Tax ID',
};

function identityText(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const id = value as Record<string, unknown>;
  const expiry = text(id['expiryDate']);
  const number = text(id['number']);
  return `${ID_TYPES[String(id['type'])] ?? codeWords(id['type']) ?? ''}${number === undefined ? '' : ` ending ${number.slice(-4)}`}, issued in ${text(id['issuingCountry']) ?? ''}${expiry === undefined ? '' : `, expires ${expiry}`}`;
}

function relatedText(value: unknown): string | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  return value
    .map((item: { entityId?: unknown; relationshipType?: unknown; ownershipPercentage?: unknown }) => {
      const role = ROLE_WORDS[String(item.relationshipType)] ?? String(item.relationshipType);
      const share = text(item.ownershipPercentage);
      return `${text(item.entityId) ?? '?'} (${role}${share === undefined ? '' : `, ${share}%`})`;
    })
    .join('; ');
}

/** Rows for an onboarding or an account number; none for any other write. */
export function fundingReviewRows(prepared: PreparedWrite, accountText: (id: unknown) => string | undefined): Row[] {
  const body = (prepared.body ?? {}) as Record<string, unknown>;
  if (prepared.operation === 'createAccountNumber') {
    const convert = body['autoConvert'];
    return [
      ['Account', accountText(prepared.pathParams?.['accountId'])],
      ['Kind', KIND_WORDS[String(body['type'])] ?? codeWords(body['type'])],
      ['Conversion', convert === true ? 'Deposits are converted to the account\'s currency' : convert === false ? 'Deposits are not converted' : undefined],
    ];
  }
  if (prepared.operation !== 'createOnboarding') return [];
  const individual = body['entityType'] === 'individual';
  const documents = Array.isArray(body['documentIds']) ? (body['documentIds'] as unknown[]).map(String) : [];
  return [
    ['Onboards', individual ? `An individual: ${text(body['fullName']) ?? ''}` : `A business: ${text(body['legalName']) ?? ''}`],
    ['Date of birth', text(body['dateOfBirth'])],
    ['Nationality', text(body['nationality'])],
    ['Identity document', identityText(body['governmentId'])],
    ['Trading name', text(body['tradingName'])],
    ['Registration number', text(body['registrationNumber'])],
    ['Jurisdiction', text(body['jurisdiction'])],
    ['Incorporation date', text(body['incorporationDate'])],
    ['Business structure', codeWords(body['businessStructure'])],
    ['Industry', codeWords(body['industryCode'])],
    ['Email', text(body['email'])],
    ['Phone', text(body['phone'])],
    ['Address', addressText(body['address'])],
    ['Documents', documents.length === 0 ? undefined : documents.join(', ')],
    ['Related people', relatedText(body['relationships'])],
    ['KYB review', body['autoSubmit'] === true ? 'Submitted for review once created' : 'Not submitted: submit it later from the provider'],
    ['Metadata', metadataText(body['metadata'])],
  ];
}
