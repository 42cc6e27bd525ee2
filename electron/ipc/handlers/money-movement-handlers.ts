// Moving money from the window: each prepare takes its form's values (already parsed by
// the dispatcher with the form's shared schema), hands them to the write flow that checks
// them against the cache, and answers the read-only review with every pre-send check, or
// the field errors named like the form's fields. `writes.confirm` sends a prepared
// instruction through the outbox once, however often it is confirmed.
import type { IpcParsedInput, PreparedWriteView } from '../../../shared/ipc';
import type { moneyMovementMethods } from '../../../shared/ipc/money-movement-methods';
import type { EnvironmentServices } from '../../host';
import type { PrepareResult, WriteFlows } from '../../write-flows';
import type { DispatchContext } from '../dispatch-context';
import type { HandlerTable } from '../handler-types';
import { toPreparedWriteView } from '../prepared-review';
import { toWriteOutcomeView } from '../write-outcome';
import { cachedAccountNames } from '../account-names-in-text';

type PrepareAnswer = { ok: true; prepared: PreparedWriteView } | { ok: false; fieldErrors: Array<{ field: string; message: string }> };

/** The same object without its undefined fields (the flows' inputs have optional fields, never undefined ones). */
function defined<T extends object>(values: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as { [K in keyof T]: Exclude<T[K], undefined> };
}

/** A prepare's form values without the time zone sent beside them (never part of a request body). */
type FormOf<T> = T extends unknown ? Omit<T, 'timeZone'> : never;

function formOf<T extends { timeZone?: string | undefined }>(input: T): FormOf<T> {
  const { timeZone: _zone, ...form } = input;
  return form as unknown as FormOf<T>;
}

/** Prepares in the person's time zone (the window's; this process's when none was sent). */
async function preparing<T extends { timeZone?: string | undefined }>(
  context: DispatchContext,
  input: T,
  prepare: (flows: WriteFlows, form: FormOf<T>) => Promise<PrepareResult>,
): Promise<PrepareAnswer> {
  const services = context.services();
  context.money.watch(services, { retry: true });
  const flows = await services.money.writeFlows();
  const result = await prepare(input.timeZone === undefined ? flows : flows.inTimeZone(input.timeZone), formOf(input));
  if (!result.ok) return { ok: false, fieldErrors: result.fieldErrors.map((f) => ({ field: f.field, message: f.message })) };
  return { ok: true, prepared: toPreparedWriteView(services.cache, result.prepared) };
}

function preparePayment(flows: WriteFlows, form: FormOf<IpcParsedInput<'payments.prepare'>>): Promise<PrepareResult> {
  const basics = defined({
    sourceAccountId: form.sourceAccountId, paymentMethodId: form.paymentMethodId, counterpartyId: form.counterpartyId,
    amount: form.amount, currency: form.currency, reference: form.reference, metadata: form.metadata,
  });
  switch (form.rail) {
    case 'ach':
      return flows.payments.prepareAch({ ...basics, ...defined({ achType: form.achType, secCode: form.secCode }) });
    case 'fedwire':
      return flows.payments.prepare({ ...basics, rail: 'fedwire', ...defined({ purpose: form.purpose }) });
    case 'swift': {
      const conversion = defined({ purpose: form.purpose, quoteId: form.quoteId, executionPreference: form.executionPreference });
      // A fixed received amount goes through the unified endpoint (the SWIFT one fixes what leaves the account).
      if (form.amountSide === 'receive') return flows.payments.prepare({ ...basics, rail: 'swift', amountSide: 'receive', ...conversion });
      return flows.payments.prepareSwift({ ...basics, ...conversion, ...defined({ chargeBearer: form.chargeBearer, intermediaryBank: form.intermediaryBank === undefined ? undefined : defined(form.intermediaryBank) }) });
    }
    case 'crypto':
      return flows.payments.prepareCrypto({ ...basics, ...defined({ network: form.network, travelRule: form.travelRule === undefined ? undefined : travelRuleOf(form.travelRule) }) });
    case 'open':
      return flows.payments.prepareOpen(basics);
  }
}

function travelRuleOf(rule: NonNullable<Extract<IpcParsedInput<'payments.prepare'>, { rail: 'crypto' }>['travelRule']>) {
  return { originator: defined(rule.originator), beneficiary: defined(rule.beneficiary) };
}

async function confirm(context: DispatchContext, services: EnvironmentServices, input: IpcParsedInput<'writes.confirm'>) {
  const flows = await services.money.writeFlows();
  const confirmed = await flows.confirm({ id: input.preparedId }, defined({ acknowledge: input.acknowledged ?? [], typedEnvironment: input.typedEnvironment }));
  const { outcome } = confirmed;
  const entry = outcome.entry === undefined ? undefined : services.money.outbox.get(outcome.entry.id);
  if (entry !== undefined) {
    context.money.confirmedHere(entry.id);
  }
  const view = toWriteOutcomeView(outcome, entry, new Date(), cachedAccountNames(services));
  // Queued because the server could not be reached: the top bar says offline, and the entry is resent when it answers again.
  if (outcome.state === 'pending' && ['network', 'timeout'].includes(entry?.error?.kind ?? '')) context.connection.set(false);
  if (outcome.state === 'succeeded') context.connection.set(true);
  return view;
}

export const moneyMovementHandlers: HandlerTable<keyof typeof moneyMovementMethods> = {
  'payments.prepare': (input, context) => preparing(context, input, preparePayment),
  'payments.prepareCancel': (input, context) => preparing(context, input, (flows, form) => flows.cancelPayment.prepare({ paymentId: form.paymentId })),
  'transfers.prepare': (input, context) => preparing(context, input, (flows, form) => flows.transfers.prepare(defined(form))),
  'collections.prepare': (input, context) => preparing(context, input, (flows, form) => flows.collections.prepare(defined(form))),
  'counterparties.prepareCreate': (input, context) => preparing(context, input, (flows, form) => flows.counterparties.prepareCreate(defined(form))),
  'counterparties.prepareEdit': (input, context) => preparing(context, input, (flows, form) => flows.counterparties.prepareEdit(defined(form))),
  'counterparties.prepareArchive': (input, context) => preparing(context, input, (flows, form) => flows.counterparties.prepareArchive(form)),
  'paymentMethods.prepareAdd': (input, context) => preparing(context, input, (flows, form) => flows.paymentMethods.prepare(form)),
  'onboarding.prepare': (input, context) => preparing(context, input, (flows, form) => {
    const { entityType: _type, ...rest } = form;
    return form.entityType === 'individual'
      ? flows.onboarding.prepareIndividual(rest as Parameters<WriteFlows['onboarding']['prepareIndividual']>[0])
      : flows.onboarding.prepareBusiness(rest as Parameters<WriteFlows['onboarding']['prepareBusiness']>[0]);
  }),
  'accountNumbers.prepare': (input, context) => preparing(context, input, (flows, form) => flows.accountNumbers.prepare({ accountId: form.accountId, type: form.type })),
  'writes.confirm': (input, context) => {
    const services = context.services();
    context.money.watch(services, { retry: true });
    return context.money.confirmOnce(input.preparedId, () => confirm(context, services, input));
  },
};
