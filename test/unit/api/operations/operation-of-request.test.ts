// A request the audit trail kept (method, path as sent) is said again by the operation of
// the API client's table it performed, and that operation's words: every operation of the
// table, its path built as the client builds it, behind a base path and with a query.
import { describe, expect, it } from 'vitest';
import { OPERATIONS, operationOfRequest, type OperationName } from '../../../../electron/api/operations';
import { buildRequestPath } from '../../../../electron/api/operations/request-path';
import { OPERATION_WORDS, operationWords, requestOperation } from '../../../../electron/audit';
import { ID_PREFIXES } from '../../../../shared/ids';

const names = Object.keys(OPERATIONS) as OperationName[];

function sentPath(name: OperationName, basePath = '/v1', query = ''): string {
  const spec = OPERATIONS[name];
  const values = Object.fromEntries(Object.entries(spec.pathParams).map(([param, kind]) => [param, `${ID_PREFIXES[kind]}A1b2C3`]));
  return `${basePath}${buildRequestPath(spec.path, spec.pathParams, values)}${query}`;
}

describe('operationOfRequest', () => {
  it.each(names)('%s: found from its method and the path sent, also behind a base path and with a query', (name) => {
    expect(operationOfRequest(OPERATIONS[name].method, sentPath(name))).toBe(name);
    expect(operationOfRequest(OPERATIONS[name].method, sentPath(name, '/api/v1', '?limit=100&starting_after=x'))).toBe(name);
  });

  it('tells a rail read from the read of any payment, and a write from a read of the same path', () => {
    expect(operationOfRequest('GET', '/v1/payments/ach/pmt_1')).toBe('getAchPayment');
    expect(operationOfRequest('GET', '/v1/payments/pmt_1')).toBe('getPayment');
    expect(operationOfRequest('GET', '/v1/collections/ach/col_1')).toBe('getAchCollection');
    expect(operationOfRequest('POST', '/v1/payments')).toBe('createPayment');
    expect(operationOfRequest('GET', '/v1/payments')).toBe('listPayments');
  });

  it('is null for a method and path no operation has', () => {
    expect(operationOfRequest('DELETE', '/v1/webhooks/subscriptions/wh_1')).toBeNull();
    expect(operationOfRequest('GET', '/v1/payments/pmt_1/cancel')).toBeNull();
    expect(operationOfRequest('GET', '/v1/nothing')).toBeNull();
  });
});

describe('requestOperation', () => {
  it('words every operation of the table, each differently', () => {
    expect(Object.keys(OPERATION_WORDS).sort()).toEqual([...names].sort());
    expect(new Set(Object.values(OPERATION_WORDS)).size).toBe(names.length);
  });

  it('gives the operation and its words, null for an unknown request', () => {
    expect(requestOperation('GET', '/v1/payments/swift/pmt_2?x=1')).toEqual({ operation: 'getSwiftPayment', words: 'Read a SWIFT payment' });
    expect(requestOperation('POST', '/v1/payments/pmt_1/cancel')).toEqual({ operation: 'cancelPayment', words: 'Payment cancellation asked for' });
    expect(requestOperation('PUT', '/v1/payments')).toBeNull();
  });

  it("words the unified payment by the rail of the body it sent, asked for only there; without one (or one this app does not know) as a payment", () => {
    const asked: string[] = [];
    const railOf = (rail: unknown) => () => {
      asked.push(String(rail));
      return rail;
    };
    expect(requestOperation('POST', '/v1/payments', railOf('fedwire'))).toEqual({ operation: 'createPayment', words: 'Payment sent (Fedwire)' });
    expect(requestOperation('POST', '/v1/payments', railOf('swift'))?.words).toBe('Payment sent (SWIFT)');
    expect(requestOperation('POST', '/v1/payments', railOf('rtp'))?.words).toBe('Payment sent');
    expect(requestOperation('POST', '/v1/payments', railOf(undefined))?.words).toBe('Payment sent');
    expect(requestOperation('POST', '/v1/payments')?.words).toBe('Payment sent');
    expect(requestOperation('POST', '/v1/payments/ach', railOf('fedwire'))?.words).toBe('Payment sent (ACH)');
    expect(requestOperation('GET', '/v1/payments?limit=5', railOf('fedwire'))?.words).toBe('Read the payments');
    expect(asked).toEqual(['fedwire', 'swift', 'rtp', 'undefined']);
    expect(operationWords('createPayment', 'crypto')).toBe(OPERATION_WORDS.createCryptoPayment);
    expect(operationWords('createPayment', 'open')).toBe(OPERATION_WORDS.createOpenPayment);
    expect(operationWords('createTransfer', 'ach')).toBe('Transfer sent');
  });
});
