// The review before switching to Production (UI.md: the word "Production" on every review
// screen): what changes, which server real requests will go to, and that switching
// itself sends nothing. Cancel keeps the sandbox. Where focus goes after it: `returnFocus`.
import { useEnvironment, type EnvironmentStatus } from '../../stores/environment-store';
import { switchEnvironment } from '../../stores/setup-focus-store';
import { SettingsReview } from './settings-review';

interface Props {
  production: EnvironmentStatus;
  onCancel: () => void;
  /** Where focus goes once the review is gone (canceled, or switched). */
  returnFocus: (opener: HTMLElement | null) => HTMLElement | null;
}

export function SwitchToProductionReview({ production, onCancel, returnFocus }: Props) {
  const { switching, error } = useEnvironment();
  return (
    <SettingsReview className="switch-review" titleId="switch-review-title" onCancel={onCancel} returnFocus={returnFocus}>
      <h2 id="switch-review-title">Review: switch to Production</h2>
      <ul>
        <li>
          <strong>Production moves real money.</strong> Payments, collections and transfers you send from now on go to{' '}
          {production.baseUrl === null ? 'the production server, which is not set yet: the setup steps follow the switch' : <code>{production.baseUrl}</code>}.
        </li>
        <li>Every screen then shows Production&apos;s own data, framed in red, with &ldquo;Production&rdquo; in the title and on every review.</li>
        <li>Switching sends nothing. You can switch back to the sandbox at any time, here or from the command palette.</li>
      </ul>
      {error !== null && (
        <p className="step-error" role="alert">
          {error.message} <span className="muted">(code {error.code})</span>
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="danger" onClick={() => void switchEnvironment('production')} disabled={switching}>
          {switching ? 'Switching to Production…' : 'Switch to Production'}
        </button>
        <button type="button" onClick={onCancel}>
          Stay in the sandbox
        </button>
      </div>
    </SettingsReview>
  );
}
