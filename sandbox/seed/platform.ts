// The organization that owns this sandbox's accounts and counterparties: one business
// entity and its customer, created with the database.
import { createCustomer, createEntity } from '../bank/create-onboarding';
import type { Store } from '../store/store';

const CUSTOMER_SETTING = 'platform_customer_id';

export function ensurePlatform(store: Store, at: number, country = 'US'): string {
  const existing = store.getSetting(CUSTOMER_SETTING);
  if (existing) return existing;
  return store.transaction(() => {
    const entity = createEntity(store, 'business', 'Sandbox Treasury Inc.', country, at, { legalName: 'Sandbox Treasury Inc.' });
    const customerId = createCustomer(store, entity.id, country, at);
    store.setSetting(CUSTOMER_SETTING, customerId);
    store.setSetting('platform_entity_id', entity.id);
    return customerId;
  });
}

export function platformCustomerId(store: Store): string {
  const id = store.getSetting(CUSTOMER_SETTING);
  if (!id) throw new Error('the sandbox database has no platform customer');
  return id;
}
