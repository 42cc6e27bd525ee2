// The values of the counterparty form as typed, and what the shared schemas take from
// them: a new counterparty (everything typed), or an edit (only the fields that differ
// from the counterparty as shown: a PATCH changes what it is given).
import type { ShownCounterparty } from '../../stores/counterparty-write-store';
import { ADDRESS_NAMES, ADDRESS_PARTS, EMPTY_ADDRESS, type AddressFields } from './address-fields';
import { readMetadataLines } from './metadata-lines';

export interface CounterpartyFields {
  entityType: string;
  name: string;
  email: string;
  address: AddressFields;
  metadata: string;
}

export const EMPTY_COUNTERPARTY: CounterpartyFields = { entityType: '', name: '', email: '', address: EMPTY_ADDRESS, metadata: '' };

/** The form's fields in the order they are shown (focus goes to the first with an error). */
export const COUNTERPARTY_ORDER = ['entityType', 'name', 'email', ...ADDRESS_PARTS.map((part) => `address.${part}` as const), 'metadata'] as const;
export type CounterpartyFieldName = (typeof COUNTERPARTY_ORDER)[number];

export const COUNTERPARTY_NAMES: Readonly<Record<string, string>> = {
  entityType: 'the type', name: 'the name', email: 'the email', metadata: 'the metadata',
  ...Object.fromEntries(ADDRESS_PARTS.map((part) => [`address.${part}`, ADDRESS_NAMES[part]])),
};

export const COUNTERPARTY_WHEN_BLANK: Readonly<Record<string, string>> = {
  entityType: 'Choose Business (a company) or Individual (a person): the type cannot be changed once the counterparty is created.',
  name: 'Enter the name of the counterparty, as their bank knows it.',
  'address.line1': 'Enter the first line of the address (or leave the whole address blank).',
  'address.city': 'Enter the city (or leave the whole address blank).',
  'address.country': 'Enter the two-letter country code, such as US (or leave the whole address blank).',
};

/** The form field an error names: `address.country` is itself, `metadata.team` is `metadata`, anything else none. */
export function counterpartyFieldOf(path: string): CounterpartyFieldName | null {
  const [head, part] = path.split('.');
  if (head === 'address' && part !== undefined && (ADDRESS_PARTS as readonly string[]).includes(part)) return `address.${part}` as CounterpartyFieldName;
  if (head === 'address') return 'address.line1';
  if (head === 'entityType' || head === 'name' || head === 'email' || head === 'metadata') return head;
  return null;
}

/** The counterparty as shown, as the edit form's first values (metadata is not shown: its lines add or change keys). */
export function fieldsOf(counterparty: ShownCounterparty): CounterpartyFields {
  const address = counterparty.address;
  return {
    entityType: counterparty.entityType,
    name: counterparty.name,
    email: counterparty.email ?? '',
    address: address === null ? EMPTY_ADDRESS : Object.fromEntries(ADDRESS_PARTS.map((part) => [part, address[part] ?? ''])) as unknown as AddressFields,
    metadata: '',
  };
}

type Read = { input: Record<string, unknown>; problems: Record<string, string> };

function withMetadata(values: CounterpartyFields, input: Record<string, unknown>): Read {
  const read = readMetadataLines(values.metadata);
  if (!read.ok) return { input, problems: { metadata: read.message } };
  return { input: read.metadata === undefined ? input : { ...input, metadata: read.metadata }, problems: {} };
}

/** A new counterparty: everything typed (blank text is dropped by the schema). */
export function createInput(values: CounterpartyFields): Read {
  return withMetadata(values, { entityType: values.entityType, name: values.name, email: values.email, address: { ...values.address } });
}

const same = (a: AddressFields, b: AddressFields) => ADDRESS_PARTS.every((part) => a[part].trim() === b[part].trim());

/** An edit: the counterparty and only the fields that differ from how it was shown. */
export function editInput(counterpartyId: string, shown: CounterpartyFields, values: CounterpartyFields): Read {
  const changes: Record<string, unknown> = { counterpartyId };
  if (values.name.trim() !== shown.name.trim()) changes['name'] = values.name;
  if (values.email.trim() !== shown.email.trim()) changes['email'] = values.email;
  if (!same(values.address, shown.address)) changes['address'] = { ...values.address };
  const read = withMetadata(values, changes);
  // A PATCH sets what it is given: a field emptied would not be sent, so it is said here instead.
  if (values.name.trim() === '') read.problems['name'] = 'The name cannot be removed: type the new name.';
  if (values.email.trim() === '' && shown.email.trim() !== '') read.problems['email'] = 'An email cannot be removed, only changed: type the new email or put the old one back.';
  const emptied = ADDRESS_PARTS.every((part) => values.address[part].trim() === '') && !ADDRESS_PARTS.every((part) => shown.address[part].trim() === '');
  if (emptied) read.problems['address.line1'] = 'An address cannot be removed, only changed: type the new address or put the old one back.';
  if (Object.keys(read.problems).length === 0 && Object.keys(read.input).length === 1) {
    return { input: read.input, problems: { root: 'Nothing has changed yet: change the name, email, address or metadata first.' } };
  }
  return read;
}
