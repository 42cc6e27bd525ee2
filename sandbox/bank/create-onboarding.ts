// Onboarding (spec 2.4, 3.1, 4.4): one call creates the entity, the customer and the
// relationships (each to an existing individual entity), then the onboarding moves
// pending -> processing -> completed | failed under simulated time, with kybStatus.
import type { Onboarding } from '../../shared/schemas';
import type { CreateOnboardingBody } from '../../shared/requests';
import { isoTime } from '../clock/simulated-clock';
import { invalidField, notFound } from '../http/api-error';
import { findResource, insertResource, updateResource } from '../store/resources';
import type { Store } from '../store/store';
import { parseOnboardingForcing } from '../simulation/forcing-values';
import { scheduleTransition } from '../simulation/schedule';
import type { ScheduledTransition } from '../simulation/schedule';
import { ONBOARDING_DECISION_SECONDS, ONBOARDING_PROCESSING_SECONDS } from '../simulation/timings';

interface OnboardingInternal {
  forcing: 'none' | 'fail' | 'requires_info';
  autoSubmit: boolean;
}

export interface EntityBody {
  id: string;
  entityType: 'individual' | 'business';
  name: string;
  country?: string;
  createdAt: string;
}

export function createEntity(store: Store, entityType: 'individual' | 'business', name: string, country: string | undefined, at: number, details: object = {}): EntityBody {
  const id = store.newId('entity');
  const body: EntityBody = { id, entityType, name, createdAt: isoTime(at), ...(country ? { country } : {}) };
  insertResource(store, { kind: 'entity', id, createdAt: at, status: 'active', tag: entityType, body, internal: details });
  return body;
}

export function createCustomer(store: Store, entityId: string, country: string, at: number): string {
  const id = store.newId('customer');
  insertResource(store, { kind: 'customer', id, parentId: entityId, createdAt: at, status: 'active', body: { id, entityId, createdAt: isoTime(at) }, internal: { country } });
  return id;
}

export function createOnboarding(store: Store, input: CreateOnboardingBody, now: number): Onboarding {
  const forcing = parseOnboardingForcing(input.metadata);
  const relationships = input.relationships ?? [];
  relationships.forEach((relationship, index) => {
    const field = `relationships.${index}.entityId`;
    const entity = findResource<EntityBody>(store, 'entity', relationship.entityId);
    if (!entity) throw notFound('entity', relationship.entityId, field);
    if (entity.body.entityType !== 'individual') throw invalidField(field, 'must be an individual entity');
  });
  const individual = input.entityType === 'individual';
  const name = individual ? input.fullName : input.legalName;
  const country = (individual ? input.nationality : input.jurisdiction) ?? input.address?.country ?? 'US';
  const { metadata: _metadata, relationships: _relationships, ...details } = input;
  const entity = createEntity(store, input.entityType, name, country, now, details);
  const customerId = createCustomer(store, entity.id, country, now);
  const relationshipIds = relationships.map((relationship) => {
    const id = store.newId('entityRelationship');
    insertResource(store, {
      kind: 'entityRelationship',
      id,
      parentId: entity.id,
      createdAt: now,
      status: 'active',
      body: { id, entityId: entity.id, relatedEntityId: relationship.entityId, relationshipType: relationship.relationshipType, createdAt: isoTime(now) },
    });
    return id;
  });
  const id = store.newId('onboarding');
  const body: Onboarding = {
    id,
    status: 'pending',
    entityId: entity.id,
    customerId,
    createdAt: isoTime(now),
    relationshipIds,
    kybStatus: 'not_started',
    updatedAt: isoTime(now),
  };
  const internal: OnboardingInternal = { forcing, autoSubmit: input.autoSubmit ?? false };
  insertResource(store, { kind: 'onboarding', id, createdAt: now, status: 'pending', body, internal });
  scheduleTransition(store, now + ONBOARDING_PROCESSING_SECONDS * 1000, 'onboarding.step', id);
  return body;
}

/** pending -> processing (KYB submitted when autoSubmit) -> completed | failed. */
export function handleOnboardingStep(store: Store, transition: ScheduledTransition): void {
  const onboarding = findResource<Onboarding, OnboardingInternal>(store, 'onboarding', transition.resourceId);
  if (!onboarding) return;
  const at = transition.dueAt;
  const body: Onboarding = { ...onboarding.body, updatedAt: isoTime(at) };
  const { forcing, autoSubmit } = onboarding.internal;
  if (body.status === 'pending') {
    body.status = 'processing';
    body.kybStatus = autoSubmit ? 'pending' : 'not_started';
    scheduleTransition(store, at + ONBOARDING_DECISION_SECONDS * 1000, 'onboarding.step', body.id);
  } else if (body.status === 'processing') {
    if (forcing === 'fail') {
      body.status = 'failed';
      body.kybStatus = 'rejected';
    } else {
      body.status = 'completed';
      body.kybStatus = forcing === 'requires_info' ? 'requires_info' : autoSubmit ? 'approved' : 'not_started';
    }
  } else {
    return;
  }
  updateResource(store, 'onboarding', body.id, body);
}
