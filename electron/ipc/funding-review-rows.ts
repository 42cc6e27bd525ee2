// The review rows of the writes that move no money: an onboarding (who, how to reach
// them, documents, related people, whether it goes to KYB review; never an identity
// document's number) and an account number (which account, which kind).
import type { PreparedWrite } from '../write-flows';

type Row = [string, string | undefined];

const ROLE_WORDS: Readonly<Record<string, string>> = {
  beneficial_owner: 'beneficial owner', director: 'director', officer: 'officer', authorized_signatory: 'authorised signatory', shareholder: 'shareholder',
};
const KIND_WORDS: Readonly<Record<string, string>> = { us_ach: 'US ACH (ACH credits from US banks)', us_fedwire: 'US Fedwire (wires from US banks)' };

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.replace(/\s+/g, ' ').trim() : undefined);

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
    return [['Account', accountText(prepared.pathParams?.['accountId'])], ['Kind', KIND_WORDS[String(body['type'])]]];
  }
  if (prepared.operation !== 'createOnboarding') return [];
  const individual = body['entityType'] === 'individual';
  const documents = Array.isArray(body['documentIds']) ? (body['documentIds'] as unknown[]).map(String) : [];
  const governmentId = body['governmentId'] as { type?: unknown; issuingCountry?: unknown } | undefined;
  return [
    ['Onboards', individual ? `An individual: ${text(body['fullName']) ?? ''}` : `A business: ${text(body['legalName']) ?? ''}`],
    ['Identity document', governmentId === undefined ? undefined : `${String(governmentId.type).replace(/_/g, ' ')} issued in ${String(governmentId.issuingCountry)} (number masked)`],
    ['Email', text(body['email'])],
    ['Phone', text(body['phone'])],
    ['Documents', documents.length === 0 ? undefined : documents.join(', ')],
    ['Related people', relatedText(body['relationships'])],
    ['KYB review', body['autoSubmit'] === true ? 'Submitted for review once created' : 'Not submitted: submit it later from the provider'],
  ];
}
