// Path parameters that are ids: a malformed id is a 400 naming the parameter, an
// unknown one a 404 `resource_not_found`.
import { isId } from '../../shared/ids';
import type { IdKind } from '../../shared/ids';
import { findResource } from '../store/resources';
import type { ResourceKind, StoredResource } from '../store/resources';
import type { Store } from '../store/store';
import { invalidField, notFound } from './api-error';
import { ID_PREFIXES } from '../../shared/ids';

export function pathId(params: Record<string, string>, name: string, kind: IdKind): string {
  const value = params[name] ?? '';
  if (!isId(kind, value)) throw invalidField(name, `must be an id of the form ${ID_PREFIXES[kind]}<letters and digits>`);
  return value;
}

const LABELS: Partial<Record<ResourceKind, string>> = {
  account: 'account',
  payment: 'payment',
  collection: 'collection',
  transfer: 'transfer',
  onboarding: 'onboarding',
  counterparty: 'counterparty',
  paymentMethod: 'payment method',
  webhookSubscription: 'webhook subscription',
  entity: 'entity',
};

/** The resource named by a path parameter, or a 400/404. */
export function resourceFromPath<B, I = Record<string, unknown>>(
  store: Store,
  params: Record<string, string>,
  name: string,
  kind: ResourceKind & IdKind,
): StoredResource<B, I> {
  const id = pathId(params, name, kind);
  const found = findResource<B, I>(store, kind, id);
  if (!found) throw notFound(LABELS[kind] ?? kind, id);
  return found;
}

/** The resource named by a body field, or a 404 naming the field. */
export function resourceFromBody<B, I = Record<string, unknown>>(store: Store, id: string, field: string, kind: ResourceKind): StoredResource<B, I> {
  const found = findResource<B, I>(store, kind, id);
  if (!found) throw notFound(LABELS[kind] ?? kind, id, field);
  return found;
}
