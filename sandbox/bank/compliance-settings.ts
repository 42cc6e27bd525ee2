// What a sandbox's compliance rules depend on beyond its data, set through the control
// API (POST /_sandbox/compliance, sandbox/README.md): the organization's country (the
// paying customer's, which sets the travel-rule jurisdiction) and purpose corridors the
// server requires on top of the built-in ones (shared/payment-rules.ts). Stored in the
// database, so they survive a restart. For tests of a client whose own view is behind
// the server's: a business outside the US, a corridor the provider added last week.
import { findResource, updateResource } from '../store/resources';
import type { Store } from '../store/store';
import { platformCustomerId } from '../seed/platform';

const EXTRA_CORRIDORS_SETTING = 'compliance_extra_purpose_corridors';

export interface ExtraPurposeCorridors {
  /** Destination currencies that need a purpose besides PURPOSE_CURRENCIES. */
  readonly currencies: readonly string[];
  /** Destination countries that need a purpose besides PURPOSE_COUNTRIES. */
  readonly countries: readonly string[];
}

export interface ComplianceSettings {
  readonly organizationCountry: string;
  readonly extraPurposeCorridors: ExtraPurposeCorridors;
}

const NONE: ExtraPurposeCorridors = { currencies: [], countries: [] };

export function extraPurposeCorridors(store: Store): ExtraPurposeCorridors {
  const stored = store.getSetting(EXTRA_CORRIDORS_SETTING);
  return stored === undefined ? NONE : (JSON.parse(stored) as ExtraPurposeCorridors);
}

/** The country of the organization's own customer (the payer of its payments); US unless set. */
export function organizationCountry(store: Store): string {
  const customer = findResource<Record<string, unknown>, { country?: string }>(store, 'customer', platformCustomerId(store));
  return customer?.internal.country ?? 'US';
}

export function complianceSettings(store: Store): ComplianceSettings {
  return { organizationCountry: organizationCountry(store), extraPurposeCorridors: extraPurposeCorridors(store) };
}

/** Sets what is given; the organization's entity says the same country as its customer. */
export function configureCompliance(store: Store, input: { organizationCountry?: string; extraPurposeCorridors?: ExtraPurposeCorridors }): ComplianceSettings {
  store.transaction(() => {
    if (input.extraPurposeCorridors !== undefined) {
      const { currencies, countries } = input.extraPurposeCorridors;
      store.setSetting(EXTRA_CORRIDORS_SETTING, JSON.stringify({ currencies: [...new Set(currencies)], countries: [...new Set(countries)] }));
    }
    const country = input.organizationCountry;
    if (country !== undefined) {
      const customer = findResource(store, 'customer', platformCustomerId(store));
      if (customer === undefined) throw new Error('the sandbox database has no platform customer');
      updateResource(store, 'customer', customer.id, customer.body, { ...customer.internal, country });
      const entity = customer.parentId === null ? undefined : findResource(store, 'entity', customer.parentId);
      if (entity !== undefined) updateResource(store, 'entity', entity.id, { ...entity.body, country });
    }
  });
  return complianceSettings(store);
}
