// The fields of an address (a counterparty's, or a bank's): line 1, line 2, city, state,
// postal code, country. Left wholly blank it is not given; once any part is typed, line 1,
// city and country are needed (the shared schema says so at the field).
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';

export interface AddressFields {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export const EMPTY_ADDRESS: AddressFields = { line1: '', line2: '', city: '', state: '', postalCode: '', country: '' };

export const ADDRESS_PARTS: readonly (keyof AddressFields)[] = ['line1', 'line2', 'city', 'state', 'postalCode', 'country'];

export const ADDRESS_NAMES: Readonly<Record<keyof AddressFields, string>> = {
  line1: 'the first address line', line2: 'the second address line', city: 'the city', state: 'the state or region', postalCode: 'the postal code', country: 'the country',
};

const LABELS: Readonly<Record<keyof AddressFields, [string, string]>> = {
  line1: ['Address line 1', 'Street and number.'],
  line2: ['Address line 2 (optional)', 'Suite, floor, building.'],
  city: ['City', ''],
  state: ['State or region (optional)', ''],
  postalCode: ['Postal code (optional)', ''],
  country: ['Country', 'Two letters, such as US, DE or AE.'],
};

/** An address's fields under `prefix` (`address`, `bankAddress`); `legend` names the group. */
export function AddressFieldset<F extends FieldValues>({ prefix, idPrefix, legend, hint, register, errors }: {
  prefix: string;
  idPrefix: string;
  legend: string;
  hint: string;
  register: UseFormRegister<F>;
  errors: FieldErrors<F>;
}) {
  const group = (errors as Record<string, Record<string, { message?: string } | undefined> | undefined>)[prefix];
  return (
    <fieldset className="form-group">
      <legend>{legend}</legend>
      <p className="field-hint">{hint}</p>
      {ADDRESS_PARTS.map((part) => {
        const id = `${idPrefix}-${part}`;
        const message = group?.[part]?.message;
        const [label, partHint] = LABELS[part];
        return (
          <div key={part} className="form-field">
            <label htmlFor={id}>{label}</label>
            <input
              id={id}
              type="text"
              dir={part === 'country' || part === 'postalCode' ? undefined : 'auto'}
              autoComplete="off"
              aria-invalid={message !== undefined}
              aria-describedby={describedBy(id, message !== undefined)}
              {...register(`${prefix}.${part}` as Path<F>, part === 'country' ? { setValueAs: (value: string) => value.trim().toUpperCase() } : {})}
            />
            <FieldHint id={id}>{partHint}</FieldHint>
            <FieldError id={id} message={message} />
          </div>
        );
      })}
    </fieldset>
  );
}

/** The address as the schema takes it: every part as typed (blank parts are dropped by the schema). */
export function addressInput(address: AddressFields): Record<string, string> {
  return { ...address };
}
