// A stand-in for the request pipeline in operation unit tests: it records each request
// and answers with scripted bodies or errors. (Real HTTP is covered by the integration tests.)
import type { ApiClientCore, ApiRequest, ApiResponse } from '../../../../electron/api/request-pipeline';

export type ScriptedReply = { body: unknown; status?: number; requestId?: string; replayed?: boolean } | { error: Error };

export class RecordingCore implements ApiClientCore {
  readonly environment = 'sandbox' as const;
  readonly baseUrl = 'http://127.0.0.1:1/v1';
  readonly requests: ApiRequest[] = [];
  private readonly answers: ScriptedReply[] = [];

  answer(...answers: ScriptedReply[]): this {
    this.answers.push(...answers);
    return this;
  }

  async request(req: ApiRequest): Promise<ApiResponse> {
    this.requests.push(req);
    const next = this.answers.shift();
    if (next === undefined) throw new Error(`no scripted answer for ${req.method} ${req.path}`);
    if ('error' in next) throw next.error;
    const response: ApiResponse = {
      status: next.status ?? 200,
      body: next.body,
      requestId: next.requestId ?? `req_${this.requests.length}`,
      replayed: next.replayed ?? false,
      ...(req.idempotencyKey !== undefined ? { idempotencyKey: req.idempotencyKey } : {}),
      attempts: 1,
    };
    // As the pipeline: the answer's check runs inside the request, and what it throws is the request's.
    req.checkBody?.(response);
    return response;
  }

  serverClockOffsetMs(): number {
    return 0;
  }

  holdSigningKey(): { release(): void } {
    return { release: () => undefined };
  }
}

export const NOW = '2026-11-21T10:00:00Z';

export function paymentBody(overrides: Record<string, unknown> = {}) {
  return {
    id: 'pmt_1', customerId: 'cus_1', status: 'processing', rail: 'ach', createdAt: NOW, updatedAt: NOW,
    sendAmount: { currency: 'USD', exponent: 2, value: '12345', displayValue: '123.45' },
    ...overrides,
  };
}

export function ledgerBody(id: string) {
  return { id, accountId: 'acc_1', type: 'payment_out', direction: 'debit', amount: '1.00', currency: 'USD', balance: '99.00', createdAt: NOW };
}

export function page(items: unknown[], hasMore: boolean) {
  const last = items.at(-1) as { id: string } | undefined;
  return { items, pagination: { hasMore, ...(last !== undefined ? { nextCursor: last.id } : {}) } };
}
