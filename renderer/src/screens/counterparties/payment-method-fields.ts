// The values of the payment method form as typed (every type's fields, so switching the
// type loses nothing typed), and what the shared schema takes from them: the counterparty,
// the type, and only that type's fields. A US bank account is in USD.
import { ADDRESS_NAMES, ADDRESS_PARTS, EMPTY_ADDRESS, type AddressFields } from './address-fields';

export const METHOD_TYPES = ['us_bank', 'international_bank', 'crypto_wallet', 'open'] as const;
export type MethodType = (typeof METHOD_TYPES)[number];

export interface MethodFields {
  type: MethodType;
  currency: string;
  label: string;
  accountHolderName: string;
  bankName: string;
  routingNumber: string;
  accountNumber: string;
  bankAccountType: string;
  iban: string;
  bic: string;
  intermediaryBic: string;
  bankAddress: AddressFields;
  chain: string;
  walletAddress: string;
  destinationTag: string;
  openId: string;
}

export const EMPTY_METHOD: MethodFields = {
  type: 'us_bank', currency: '', label: '', accountHolderName: '', bankName: '', routingNumber: '', accountNumber: '', bankAccountType: '',
  iban: '', bic: '', intermediaryBic: '', bankAddress: EMPTY_ADDRESS, chain: '', walletAddress: '', destinationTag: '', openId: '',
};

type TextField = Exclude<keyof MethodFields, 'type' | 'bankAddress'>;

/** Each type's fields, in the order they are shown. */
export const TYPE_FIELDS: Readonly<Record<MethodType, readonly (TextField | 'bankAddress')[]>> = {
  us_bank: ['accountHolderName', 'routingNumber', 'accountNumber', 'bankAccountType', 'bankName', 'label'],
  international_bank: ['currency', 'accountHolderName', 'iban', 'accountNumber', 'bic', 'intermediaryBic', 'bankName', 'bankAddress', 'label'],
  crypto_wallet: ['currency', 'chain', 'walletAddress', 'destinationTag', 'label'],
  open: ['currency', 'openId', 'label'],
};

export const METHOD_NAMES: Readonly<Record<string, string>> = {
  type: 'the kind of method', currency: 'the currency', label: 'the label', accountHolderName: 'the account holder name', bankName: 'the bank name',
  routingNumber: 'the routing number', accountNumber: 'the account number', bankAccountType: 'the account type', iban: 'the IBAN', bic: 'the BIC',
  intermediaryBic: 'the intermediary BIC', chain: 'the chain', walletAddress: 'the wallet address', destinationTag: 'the destination tag', openId: 'the network handle or id',
  ...Object.fromEntries(ADDRESS_PARTS.map((part) => [`bankAddress.${part}`, `${ADDRESS_NAMES[part]} of the bank`])),
};

export const METHOD_WHEN_BLANK: Readonly<Record<string, string>> = {
  currency: 'Enter the currency the account or wallet receives, such as EUR or USDC.',
  accountHolderName: 'Enter the account holder name, as the bank has it.',
  routingNumber: 'Enter the 9-digit routing number.',
  accountNumber: 'Enter the account number.',
  // International bank: said at the IBAN when neither it nor an account number is given, at the BIC when an account number has none.
  iban: 'Enter the IBAN, or an account number with its BIC.',
  bic: 'Enter the BIC of the bank that holds the account number.',
  chain: 'Choose the chain the wallet is on.',
  walletAddress: 'Enter the wallet address.',
  openId: 'Enter the network handle (@org.handle.CUR), or a customer or account id.',
};

/** The form field an error names (`bankAddress.city` is itself), or null for none. */
export function methodFieldOf(path: string): string | null {
  const [head, part] = path.split('.');
  if (head === undefined) return null;
  if (head === 'bankAddress') return part !== undefined && (ADDRESS_PARTS as readonly string[]).includes(part) ? `bankAddress.${part}` : 'bankAddress.line1';
  return Object.hasOwn(METHOD_NAMES, head) ? head : null;
}

/** The fields of `type` in the order shown, as error paths (an address as its parts). */
export function methodOrder(type: MethodType): string[] {
  return ['type', ...TYPE_FIELDS[type].flatMap((field) => (field === 'bankAddress' ? ADDRESS_PARTS.map((part) => `bankAddress.${part}`) : [field]))];
}

/** What `paymentMethods.prepareAdd` takes: the counterparty, the type and that type's fields only. */
export function methodInput(counterpartyId: string, values: MethodFields): { input: Record<string, unknown>; problems: Record<string, string> } {
  const input: Record<string, unknown> = { counterpartyId, type: values.type };
  for (const field of TYPE_FIELDS[values.type]) input[field] = field === 'bankAddress' ? { ...values.bankAddress } : values[field];
  if (values.type === 'us_bank') input['currency'] = 'USD';
  return { input, problems: {} };
}
