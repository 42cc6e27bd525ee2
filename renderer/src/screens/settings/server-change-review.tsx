// The review before an environment's server changes ("Use a different sandbox server", and
// a new address in step 1 of a server's setup, Production's among them):
// which server it will use instead of which, that its data is another cache (the current
// one's stays for when the person comes back), and what happens to the stored API key in
// this window (the web shell forgets it: it is entered again; the desktop app asks in its
// own dialog before sending it to the new server). The confirm button says what it does.
import { useId } from 'react';
import { ipc } from '../../../lib/main-connection';
import type { EnvironmentStatus } from '../../stores/environment-store';
import { SettingsReview } from './settings-review';

interface Props {
  /** The environment's card as it is now: its server and whether an API key is stored. */
  card: EnvironmentStatus;
  /** The new server's base URL. */
  to: string;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The web shell has no dialog of its own: main forgets the stored API key when the server changes. */
const forgetsKey = (card: EnvironmentStatus) => card.hasApiKey && ipc().transport !== 'electron';

function ApiKeyLine({ card, theName }: { card: EnvironmentStatus; theName: string }) {
  if (!card.hasApiKey) return <li>No API key is stored for {theName}: you enter the one this server gives you in the setup that follows.</li>;
  if (!forgetsKey(card)) {
    return <li>The API key stored for {theName} would go to this server: the app asks you in its own dialog first, and nothing changes if you say no.</li>;
  }
  return (
    <li>
      <strong>The API key stored for {theName} is forgotten in this window:</strong> you will enter it again (the setup that follows, step 4). The signing key stays.
    </li>
  );
}

export function ServerChangeReview({ card, to, saving, onConfirm, onCancel }: Props) {
  const production = card.environment === 'production';
  /** "Production" / "the sandbox", and at the start of a sentence. */
  const theName = production ? 'Production' : 'the sandbox';
  const TheName = production ? 'Production' : 'The sandbox';
  const from = card.embedded ? 'the embedded local sandbox' : card.baseUrl;
  const titleId = useId();
  return (
    <SettingsReview className={`server-change-review server-change-review-${card.environment}`} titleId={titleId} onCancel={onCancel}>
      <h3 id={titleId}>Review: a different {production ? 'Production' : 'sandbox'} server</h3>
      <ul>
        <li>
          {TheName} will use <code>{to}</code>
          {from !== null && <> instead of {card.embedded ? from : <code>{from}</code>}</>}.
        </li>
        <li>
          Its data is a different cache: balances, the ledger and the lists come from that server once it is set up and synced. The data of the current server stays on this
          computer for when you come back.
        </li>
        <ApiKeyLine card={card} theName={theName} />
      </ul>
      <div className="form-actions">
        <button type="button" className="primary" onClick={onConfirm} disabled={saving}>
          {saving ? `Changing the ${production ? 'Production' : 'Sandbox'} server…` : forgetsKey(card) ? `Use this server for ${theName} and forget its API key` : `Use this server for ${theName}`}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </SettingsReview>
  );
}
