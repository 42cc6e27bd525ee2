// Every resource except ledger entries lives in one table: its public JSON body (what
// the API returns), a private `internal` JSON (write-only fields, simulation plans) and
// the columns lists filter and order on.
import type { Store } from './store';

export type ResourceKind =
  | 'account'
  | 'accountNumber'
  | 'blockchainAddress'
  | 'depositInstruction'
  | 'payment'
  | 'collection'
  | 'transfer'
  | 'onboarding'
  | 'entity'
  | 'customer'
  | 'entityRelationship'
  | 'counterparty'
  | 'paymentMethod'
  | 'webhookSubscription';

export interface StoredResource<B = Record<string, unknown>, I = Record<string, unknown>> {
  seq: number;
  kind: ResourceKind;
  id: string;
  parentId: string | null;
  createdAt: number;
  status: string | null;
  tag: string | null;
  body: B;
  internal: I;
}

interface ResourceRow {
  seq: number;
  kind: ResourceKind;
  id: string;
  parent_id: string | null;
  created_at: number;
  status: string | null;
  tag: string | null;
  body: string;
  internal: string;
}

export function rowToResource<B, I>(row: ResourceRow): StoredResource<B, I> {
  return {
    seq: row.seq,
    kind: row.kind,
    id: row.id,
    parentId: row.parent_id,
    createdAt: row.created_at,
    status: row.status,
    tag: row.tag,
    body: JSON.parse(row.body) as B,
    internal: JSON.parse(row.internal) as I,
  };
}

export interface NewResource {
  kind: ResourceKind;
  id: string;
  parentId?: string | null;
  createdAt: number;
  status?: string | null;
  tag?: string | null;
  body: object;
  internal?: object;
}

export function insertResource(store: Store, resource: NewResource): void {
  store
    .stmt('INSERT INTO resources (kind, id, parent_id, created_at, status, tag, body, internal) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(
      resource.kind,
      resource.id,
      resource.parentId ?? null,
      resource.createdAt,
      resource.status ?? null,
      resource.tag ?? null,
      JSON.stringify(resource.body),
      JSON.stringify(resource.internal ?? {}),
    );
}

export function findResource<B = Record<string, unknown>, I = Record<string, unknown>>(
  store: Store,
  kind: ResourceKind,
  id: string,
): StoredResource<B, I> | undefined {
  const row = store.stmt('SELECT * FROM resources WHERE id = ? AND kind = ?').get(id, kind) as ResourceRow | undefined;
  return row ? rowToResource<B, I>(row) : undefined;
}

/** Rewrites a resource's body (and optionally its internal data); keeps `status` in step with `body.status`. */
export function updateResource(store: Store, kind: ResourceKind, id: string, body: object, internal?: object): void {
  const status = (body as { status?: unknown }).status;
  if (internal === undefined) {
    store.stmt('UPDATE resources SET body = ?, status = ? WHERE id = ? AND kind = ?').run(JSON.stringify(body), typeof status === 'string' ? status : null, id, kind);
  } else {
    store
      .stmt('UPDATE resources SET body = ?, status = ?, internal = ? WHERE id = ? AND kind = ?')
      .run(JSON.stringify(body), typeof status === 'string' ? status : null, JSON.stringify(internal), id, kind);
  }
}
