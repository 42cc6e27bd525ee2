// Crypto's own fields: the network (the wallet's chain by default) and the travel-rule
// data, with the thresholds that make it required explained in words (the rule main and
// the server apply: shared/payment-rules.ts).
import type { UseFormReturn } from 'react-hook-form';
import { CRYPTO_NETWORKS } from '../../../../shared/schemas/enums';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';
import { choiceWords, type PaymentFields } from './new-payment-fields';
import { PaymentTextField } from './new-payment-text-field';

export const TRAVEL_RULE_WORDS =
  'Who sends and who receives, passed on with the transfer (the travel rule). It is required above 3,000 US dollars when your organization is in the US, ' +
  'for every transfer from the EU, the EEA or the UK, and above 1,000 US dollars elsewhere. Below that it may be left empty.';

export function NewPaymentCryptoFields({ form }: { form: UseFormReturn<PaymentFields> }) {
  const { errors } = form.formState;
  const error = errors.network?.message;
  return (
    <>
      <label htmlFor="payment-network">Network</label>
      <select id="payment-network" aria-invalid={error !== undefined} aria-describedby={describedBy('payment-network', error !== undefined)} {...form.register('network')}>
        <option value="">The wallet&apos;s chain</option>
        {CRYPTO_NETWORKS.map((network) => (
          <option key={network} value={network}>
            {choiceWords(network)}
          </option>
        ))}
      </select>
      <FieldHint id="payment-network">The chain the stablecoin moves on; it must be the wallet&apos;s.</FieldHint>
      <FieldError id="payment-network" message={error} />

      <fieldset className="choice-group" aria-describedby="payment-travel-rule-hint">
        <legend>Travel-rule data</legend>
        <FieldHint id="payment-travel-rule">{TRAVEL_RULE_WORDS}</FieldHint>
        <PaymentTextField form={form} name="travelRule.originator.name" id="payment-originator-name" label="Originator name" hint="Your organization's name, as registered." />
        <PaymentTextField form={form} name="travelRule.originator.address" id="payment-originator-address" label="Originator address (optional)" hint="Your organization's registered address." />
        <PaymentTextField form={form} name="travelRule.originator.accountId" id="payment-originator-account" label="Originator account (optional)" hint="Your account's reference, if the recipient's provider needs it." />
        <PaymentTextField form={form} name="travelRule.beneficiary.name" id="payment-beneficiary-name" label="Beneficiary name" hint="The wallet owner's name." />
        <PaymentTextField form={form} name="travelRule.beneficiary.walletAddress" id="payment-beneficiary-wallet" label="Beneficiary wallet (optional)" hint="The wallet's address, as the recipient gave it." />
        <PaymentTextField form={form} name="travelRule.beneficiary.institutionName" id="payment-beneficiary-institution" label="Beneficiary institution (optional)" hint="The exchange or custodian holding the wallet, if any." />
        <FieldError id="payment-travel-rule" message={errors.travelRule?.message} />
      </fieldset>
    </>
  );
}
