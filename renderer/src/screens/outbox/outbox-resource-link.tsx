// The record an outbox entry made (or that a person found when resolving it as sent), as a
// way to its own screen: a payment, collection or transfer opens there in its panel.
import { isId } from '../../../../shared/ids';
import { useNavigation } from '../../stores/navigation-store';

const SCREENS = [
  { kind: 'payment', screen: 'payments', name: 'Payments' },
  { kind: 'collection', screen: 'collections', name: 'Collections' },
  { kind: 'transfer', screen: 'transfers', name: 'Transfers' },
] as const;

export function OutboxResourceLink({ resourceId }: { resourceId: string }) {
  const go = useNavigation((state) => state.go);
  const target = SCREENS.find((s) => isId(s.kind, resourceId));
  if (target === undefined) return null;
  return (
    <button type="button" className="link-button outbox-resource-link" onClick={() => go(target.screen, { openId: resourceId })}>
      Open this {target.kind} on {target.name}
    </button>
  );
}
