// A counterparty's form: a new one (business or individual, name, email, address,
// metadata) or an edit of the one shown (name, email, address, metadata: only what
// differs is sent). The type has no default: it cannot be changed once the counterparty
// exists (the API's PATCH has no entityType) and decides how they may be paid (CCD only
// for a business), so a default a person skips over would stay wrong. Checked by the
// shared schema (counterpartyFormSchema or counterpartyEditFormSchema, the ones main parses
// with) as the person leaves each field and on submit, focus on the first error; main's
// field errors land on the same fields.
import { useMemo } from 'react';
import type { Path } from 'react-hook-form';
import { counterpartyEditFormSchema, counterpartyFormSchema } from '../../../../shared/forms';
import type { IpcInput } from '../../../lib/ipc-client';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';
import { usePrepareSubmit } from '../../components/forms/use-prepare-submit';
import { useWriteForm } from '../../components/forms/use-write-form';
import type { PrepareAnswer } from '../../components/write-flow/use-write-actions';
import type { FormStep } from '../../components/write-flow/write-panel';
import type { Envelope } from '../../../../shared/ipc';
import { AddressFieldset } from './address-fields';
import {
  COUNTERPARTY_NAMES, COUNTERPARTY_ORDER, COUNTERPARTY_WHEN_BLANK, counterpartyFieldOf, createInput, editInput, type CounterpartyFields,
} from './counterparty-fields';
import { directoryResolver } from './directory-resolver';
import { PrepareActions } from '../../components/forms/prepare-actions';

type Prepare = (values: IpcInput<'counterparties.prepareCreate'> | IpcInput<'counterparties.prepareEdit'>) => Promise<Envelope<PrepareAnswer>>;

interface Props extends FormStep<CounterpartyFields> {
  /** Editing: the counterparty's id and its values as shown; absent for a new one. */
  editing?: { counterpartyId: string; shown: CounterpartyFields };
  prepare: Prepare;
}

export function CounterpartyForm({ editing, initial, prepare, onPrepared, refusal }: Props) {
  const toInput = useMemo(
    () => (values: CounterpartyFields) => (editing === undefined ? createInput(values) : editInput(editing.counterpartyId, editing.shown, values)),
    [editing],
  );
  const resolver = useMemo(
    () => directoryResolver<CounterpartyFields>(editing === undefined ? counterpartyFormSchema : counterpartyEditFormSchema, {
      toInput, fieldOf: counterpartyFieldOf, names: COUNTERPARTY_NAMES, whenBlank: COUNTERPARTY_WHEN_BLANK,
    }),
    [editing, toInput],
  );
  const form = useWriteForm<CounterpartyFields>(resolver, initial);
  const { errors, isSubmitting } = form.formState;
  const id = editing === undefined ? 'counterparty' : 'counterparty-edit';
  const what = editing === undefined ? 'New counterparty' : 'Edit the counterparty';

  const { formRef, onSubmit, formError } = usePrepareSubmit(form, {
    prepare: (values) => prepare(toInput(values).input as IpcInput<'counterparties.prepareCreate'>),
    order: COUNTERPARTY_ORDER as readonly Path<CounterpartyFields>[],
    fieldOf: counterpartyFieldOf,
    onPrepared, refusal,
  });

  const field = (name: 'name' | 'email' | 'metadata') => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] !== undefined,
    'aria-describedby': describedBy(`${id}-${name}`, errors[name] !== undefined),
    ...form.register(name),
  });
  const rootError = errors.root?.message ?? formError;

  return (
    <form className="setup-form panel-form directory-form" ref={formRef} onSubmit={onSubmit} noValidate aria-label={what}>
      {editing === undefined && (
        <fieldset className="form-group" aria-describedby={describedBy(`${id}-type`, errors.entityType !== undefined)}>
          <legend>Type</legend>
          <div className="choice-row">
            <label className="checkbox-label">
              <input type="radio" value="business" aria-invalid={errors.entityType !== undefined} {...form.register('entityType')} /> Business
            </label>
            <label className="checkbox-label">
              <input type="radio" value="individual" aria-invalid={errors.entityType !== undefined} {...form.register('entityType')} /> Individual
            </label>
          </div>
          <FieldHint id={`${id}-type`}>
            A company you pay or are paid by, or a person. Chosen once: it cannot be changed later, and the rules for paying them (such as the ACH entry code) follow it.
          </FieldHint>
          <FieldError id={`${id}-type`} message={errors.entityType?.message} />
        </fieldset>
      )}

      <label htmlFor={`${id}-name`}>Name</label>
      <input type="text" dir="auto" autoComplete="off" {...field('name')} />
      <FieldHint id={`${id}-name`}>As their bank knows it; up to 200 characters.</FieldHint>
      <FieldError id={`${id}-name`} message={errors.name?.message} />

      <label htmlFor={`${id}-email`}>Email (optional)</label>
      <input type="email" autoComplete="off" spellCheck={false} {...field('email')} />
      <FieldHint id={`${id}-email`}>{editing === undefined ? 'Where remittance advice goes, such as ap@example.com.' : 'Change it by typing the new one; it cannot be removed.'}</FieldHint>
      <FieldError id={`${id}-email`} message={errors.email?.message} />

      <AddressFieldset<CounterpartyFields>
        prefix="address"
        idPrefix={`${id}-address`}
        legend="Address (optional)"
        hint={editing === undefined ? 'Leave it all blank to give none.' : 'Change any part; the whole address is sent again.'}
        register={form.register}
        errors={errors}
      />

      <label htmlFor={`${id}-metadata`}>Metadata (optional)</label>
      <textarea rows={3} spellCheck={false} {...field('metadata')} />
      <FieldHint id={`${id}-metadata`}>
        {editing === undefined
          ? 'Your own references, one per line as key: value (such as erp_id: 4471). Keys are letters, digits or underscores.'
          : 'Keys to add or change, one per line as key: value; a key with nothing after its colon is removed. Keys not listed stay as they are.'}
      </FieldHint>
      <FieldError id={`${id}-metadata`} message={errors.metadata?.message} />

      <PrepareActions formError={rootError} preparing={isSubmitting} label={editing === undefined ? 'Review the counterparty' : 'Review the changes'} />
    </form>
  );
}
