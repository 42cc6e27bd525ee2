// The fields of the chosen kind of payment method, in the order TYPE_FIELDS gives, each
// with a label and a hint that says what to type. A US bank account is always in USD.
import type { UseFormReturn } from 'react-hook-form';
import { chainName } from '../../../../shared/chain-addresses';
import { CRYPTO_NETWORKS } from '../../../../shared/schemas/enums';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';
import { AddressFieldset } from './address-fields';
import { MethodTextField } from './method-text-field';
import { TYPE_FIELDS, type MethodFields, type MethodType } from './payment-method-fields';

type TextName = Exclude<keyof MethodFields, 'type' | 'bankAddress' | 'bankAccountType' | 'chain'>;

const TEXT: Readonly<Record<TextName, { label: string; hint: (type: MethodType) => string; code?: boolean; numeric?: boolean; upper?: boolean }>> = {
  currency: {
    label: 'Currency',
    hint: (type) => (type === 'crypto_wallet' ? 'The asset the wallet receives, such as USDC.' : type === 'open' ? 'Such as USD or USDC.' : 'The account’s currency, such as EUR or GBP.'),
    code: true, upper: true,
  },
  label: { label: 'Label (optional)', hint: () => 'Your name for this method, such as “Main EUR account”.' },
  accountHolderName: { label: 'Account holder name', hint: () => 'As the bank has it; checked against the account by the provider.' },
  bankName: { label: 'Bank name (optional)', hint: () => 'Such as First Example Bank.' },
  routingNumber: { label: 'Routing number', hint: () => '9 digits (ABA); the last one is a check digit, so a mistyped digit is caught.', code: true, numeric: true },
  accountNumber: {
    label: 'Account number',
    hint: (type) => (type === 'us_bank' ? '4 to 17 digits. Once added, only its last four digits are shown.' : 'Only when there is no IBAN: 4 to 34 letters or digits, with the BIC.'),
    code: true, numeric: false,
  },
  iban: { label: 'IBAN', hint: () => 'Such as DE89 3704 0044 0532 0130 00; spaces and lower case are fine. Its length and check digits are checked.', code: true },
  bic: { label: 'BIC (optional with an IBAN)', hint: () => '8 or 11 letters and digits, such as DEUTDEFF or DEUTDEFF500.', code: true },
  intermediaryBic: { label: 'Intermediary BIC (optional)', hint: () => 'The correspondent bank, when the beneficiary’s bank names one.', code: true },
  walletAddress: {
    label: 'Wallet address',
    hint: () => 'Paste it. Ethereum, Base and Ink: 0x and 40 hex digits (a mixed-case address carries a checksum); Solana: base58; Sui: 0x and 64 hex digits.',
    code: true,
  },
  destinationTag: { label: 'Destination tag or memo (optional)', hint: () => 'Only when the receiver (an exchange) asks for one; without it their funds may not be credited.', code: true },
  openId: { label: 'Network handle or id', hint: () => 'A handle such as @acme.treasury.USD, a customer id (cus_…) or an account id (acc_…).', code: true },
};

export function MethodTypeFields({ type, form }: { type: MethodType; form: UseFormReturn<MethodFields> }) {
  const { errors } = form.formState;
  return (
    <>
      {type === 'us_bank' && <p className="fixed-value">Currency: USD</p>}
      {TYPE_FIELDS[type].map((field) => {
        if (field === 'bankAddress') {
          return (
            <AddressFieldset<MethodFields> key={field} prefix="bankAddress" idPrefix="method-bank-address" legend="Bank address (optional)" hint="The beneficiary bank’s address; some corridors need it." register={form.register} errors={errors} />
          );
        }
        if (field === 'bankAccountType' || field === 'chain') {
          const id = `method-${field}`;
          const error = errors[field]?.message;
          const options = field === 'chain' ? CRYPTO_NETWORKS.map((chain) => [chain, chainName(chain)] as const) : ([['checking', 'Checking'], ['savings', 'Savings']] as const);
          return (
            <div key={field} className="form-field">
              <label htmlFor={id}>{field === 'chain' ? 'Chain' : 'Account type (optional)'}</label>
              <select id={id} aria-invalid={error !== undefined} aria-describedby={describedBy(id, error !== undefined)} {...form.register(field)}>
                <option value="">{field === 'chain' ? 'Choose a chain…' : 'Not given'}</option>
                {options.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
              <FieldHint id={id}>{field === 'chain' ? 'The network the wallet is on; the address is checked for it.' : 'Checking or savings, as the holder told you.'}</FieldHint>
              <FieldError id={id} message={error} />
            </div>
          );
        }
        const text = TEXT[field];
        return (
          <MethodTextField
            key={field}
            id={`method-${field}`}
            label={text.label}
            hint={text.hint(type)}
            error={errors[field]?.message}
            code={text.code}
            inputMode={text.numeric === true ? 'numeric' : undefined}
            registration={form.register(field, text.upper === true ? { setValueAs: (value: string) => value.trim().toUpperCase() } : {})}
          />
        );
      })}
    </>
  );
}
