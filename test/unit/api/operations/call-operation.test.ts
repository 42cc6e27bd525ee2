import { describe, expect, it } from 'vitest';
import { InvalidRequestError, NotFoundError, ResponseValidationError } from '../../../../electron/api/api-errors';
import { createOperations, InvalidPathParameterError, OperationUnavailableError, prepareOperation, sendPrepared } from '../../../../electron/api/operations';
import { paymentBody, RecordingCore } from './recording-core';

const achBody = {
  sourceAccountId: 'acc_main',
  paymentMethodId: 'pm_vendor',
  amount: { currency: 'USD', value: '250000' },
  achType: 'same_day' as const,
  secCode: 'CCD' as const,
  reference: 'Invoice 2026-11 — Zürich',
};

describe('path parameters', () => {
  it('are checked against their id pattern before anything is sent', async () => {
    const core = new RecordingCore();
    const api = createOperations(core);
    await expect(api.getPayment('pmt_../../accounts')).rejects.toBeInstanceOf(InvalidPathParameterError);
    await expect(api.getPayment('acc_1')).rejects.toThrow(/paymentId must be an id of the form pmt_/);
    await expect(api.getPaymentMethod('cpt_1', 'pmt_1')).rejects.toThrow(/paymentMethodId/);
    expect(core.requests).toHaveLength(0);
  });

  it('are placed into the path', async () => {
    const core = new RecordingCore().answer({ body: paymentBody({ status: 'canceled' }) });
    await createOperations(core).cancelPayment('pmt_1');
    expect(core.requests[0]).toMatchObject({ method: 'POST', path: '/payments/pmt_1/cancel', bodyText: '{}' });
  });
});

describe('request bodies', () => {
  it('are validated before sending, naming each bad field', async () => {
    const core = new RecordingCore();
    const api = createOperations(core);
    const error = await api.createAchPayment({ ...achBody, amount: { currency: 'USD', value: '0' }, achType: 'next_day' as never }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidRequestError);
    const fields = (error as InvalidRequestError).fields.map((f) => f.field).sort();
    expect(fields).toEqual(['achType', 'amount.value']);
    expect((error as InvalidRequestError).status).toBe(0);
    expect((error as Error).message).toMatch(/^Not sent:/);
    expect(core.requests).toHaveLength(0);
  });

  it('reject unknown fields by name, so a typo never drops an instruction', async () => {
    const core = new RecordingCore();
    const error = await createOperations(core).createAchPayment({ ...achBody, achtype: 'same_day' } as never).catch((e: unknown) => e);
    expect((error as InvalidRequestError).fields).toContainEqual({ field: 'achtype', message: 'is not a field of this request' });
  });

  it('are serialized once and passed as the exact bytes to sign and send', async () => {
    const core = new RecordingCore().answer({ body: paymentBody() });
    await createOperations(core).createAchPayment(achBody, { idempotencyKey: 'outbox-key-1' });
    const sent = core.requests[0];
    expect(sent?.bodyText).toBe(JSON.stringify(achBody));
    expect(sent?.body).toBeUndefined();
    expect(sent?.idempotencyKey).toBe('outbox-key-1');
  });
});

describe('responses', () => {
  it('are validated and normalized (both money forms become one Money)', async () => {
    const core = new RecordingCore().answer(
      { body: paymentBody({ sendAmount: { currency: 'USD', amount: '123.45' } }), requestId: 'req_a', replayed: true },
    );
    const result = await createOperations(core).getPayment('pmt_1');
    expect(result.data.sendAmount).toEqual({ currency: 'USD', exponent: 2, value: '12345', displayValue: '123.45' });
    expect(result.replayed).toBe(true);
    expect(result.requestId).toBe('req_a');
  });

  it('keep unknown fields', async () => {
    const core = new RecordingCore().answer({ body: paymentBody({ futureField: { x: 1 } }) });
    const result = await createOperations(core).getPayment('pmt_1');
    expect((result.data as Record<string, unknown>)['futureField']).toEqual({ x: 1 });
  });

  it('that break the schema become a typed error with the request id, naming the field', async () => {
    const core = new RecordingCore().answer({ body: paymentBody({ status: 'Teleported!' }), requestId: 'req_bad' });
    const error = await createOperations(core).getPayment('pmt_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).requestId).toBe('req_bad');
    expect((error as ResponseValidationError).issues[0]?.path).toBe('status');
  });
});

describe('assumed operations a provider lacks', () => {
  const routeMissing = () => new NotFoundError({ type: 'not_found_error', code: 'route_not_found', message: 'no route', status: 404, requestId: 'req_404', retryable: false });
  const resourceMissing = () => new NotFoundError({ type: 'not_found_error', code: 'resource_not_found', message: 'no such payment', status: 404, requestId: 'req_404', retryable: false });

  it('degrade to a clear message', async () => {
    const core = new RecordingCore().answer({ error: routeMissing() });
    const error = await createOperations(core).listCounterparties().toArray().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OperationUnavailableError);
    expect((error as Error).message).toBe('This provider does not list counterparties; look one up by id.');
    expect((error as OperationUnavailableError).requestId).toBe('req_404');
  });

  it('keep a real "not found" as it is', async () => {
    const core = new RecordingCore().answer({ error: resourceMissing() });
    const error = await createOperations(core).getPayment('pmt_404').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).not.toBeInstanceOf(OperationUnavailableError);
  });

  it('do not apply to spec operations', async () => {
    const core = new RecordingCore().answer({ error: routeMissing() });
    const error = await createOperations(core).getAchPayment('pmt_1').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(OperationUnavailableError);
  });
});

describe('prepared requests (for the durable outbox)', () => {
  it('are checked once and resent byte for byte with the stored key', async () => {
    const prepared = prepareOperation('createAchPayment', { body: achBody });
    expect(prepared).toEqual({ operation: 'createAchPayment', method: 'POST', path: '/payments/ach', bodyText: JSON.stringify(achBody) });
    const stored = JSON.parse(JSON.stringify(prepared)) as typeof prepared;
    const core = new RecordingCore().answer({ body: paymentBody() }, { body: paymentBody(), replayed: true });
    await sendPrepared(core, stored, { idempotencyKey: 'key-1' });
    const again = await sendPrepared(core, stored, { idempotencyKey: 'key-1' });
    expect(again.replayed).toBe(true);
    expect(core.requests.map((r) => [r.bodyText, r.idempotencyKey])).toEqual([[prepared.bodyText, 'key-1'], [prepared.bodyText, 'key-1']]);
  });

  it('refuse a bad body before anything is stored', () => {
    expect(() => prepareOperation('createTransfer', { body: { sourceAccountId: 'acc_1', destinationAccountId: 'acc_1', amount: { currency: 'USD', value: '1' } } })).toThrow(/destinationAccountId: must differ/);
  });
});
