// One environment, as its card beside the other: its server, whether its keys are stored
// (the public key, never a secret), its last sync, whether it is the active one, what to
// know about its keychain entries (keys copied from the entries data directories used to
// share), and the ways to switch to it or change its server.
import type { ReactNode } from 'react';
import { Detail } from '../../components/side-panel';
import { Identifier } from '../../components/identifier';
import { formatDateTime } from '../../../lib/format-time';
import type { EnvironmentStatus } from '../../stores/environment-store';

function ServerText({ card }: { card: EnvironmentStatus }) {
  if (card.embedded) return <span>Embedded local sandbox (on this computer, demo data)</span>;
  if (card.baseUrl === null) return <span className="muted">Not set</span>;
  return <code className="server-url">{card.baseUrl}</code>;
}

export function EnvironmentCardView({ card, children, intro }: { card: EnvironmentStatus; intro: ReactNode; children: ReactNode }) {
  const name = card.environment === 'production' ? 'Production' : 'Sandbox';
  const titleId = `env-card-${card.environment}`;
  return (
    <section className={`env-card env-card-${card.environment}${card.current ? ' env-card-current' : ''}`} aria-labelledby={titleId} data-environment={card.environment}>
      <header className="env-card-header">
        <h2 id={titleId}>{name}</h2>
        {card.current ? <span className="status-badge status-badge-good">Active</span> : <span className="status-badge">Not active</span>}
      </header>
      {intro}
      <dl>
        <Detail label="Server">
          <ServerText card={card} />
        </Detail>
        <Detail label="Signing key">
          {card.hasSigningKey ? (
            <span className="key-present">
              Stored{card.publicKey !== null && <> · public key <Identifier value={card.publicKey.base64} keep={16} /></>}
            </span>
          ) : (
            <span className="muted">None</span>
          )}
        </Detail>
        <Detail label="API key">{card.hasApiKey ? `Stored (${card.role ?? 'write'} role)` : <span className="muted">Not set</span>}</Detail>
        <Detail label="Last sync">{card.lastSyncedAt === null ? <span className="muted">Never</span> : formatDateTime(card.lastSyncedAt)}</Detail>
      </dl>
      {card.keychainNote !== undefined && (
        <p className="notice env-card-keychain-note" role="note">
          {card.keychainNote}
        </p>
      )}
      <div className="env-card-actions">{children}</div>
    </section>
  );
}
