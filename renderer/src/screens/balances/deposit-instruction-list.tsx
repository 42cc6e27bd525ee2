// The account's deposit instructions as main gives them: one line each (the rail, the
// bank and routing number, the account number's last four digits only; or the chain and
// address), its status, and a copy button for each value a payer types (the routing
// number, an address). A full account number never reaches the window, and the window
// says so where an account number is shown: the payer's full number is in the provider's dashboard.
import { StatusBadge } from '../../components/status-badge';
import type { IpcOutput } from '../../../lib/ipc-client';
import { CopyButton } from '../settings/copy-button';

type Instruction = IpcOutput<'accounts.depositInstructions'>['items'][number];

const INSTRUCTION_STATUSES = ['active', 'suspended', 'closed'] as const;

export function DepositInstructionList({ instructions }: { instructions: readonly Instruction[] }) {
  const numbered = instructions.some((item) => item.kind === 'bank_account_number');
  return (
    <>
      <ul className="funding-list" aria-label="Deposit instructions">
        {instructions.map((item) => (
          <li key={item.id} className="funding-item">
            <div className="funding-item-text">
              <span className="funding-item-title">
                <bdi>{item.text}</bdi> <StatusBadge status={item.status} known={INSTRUCTION_STATUSES} />
              </span>
              {item.copyValues.map((copy) => (
                <span key={copy.label} className="funding-copy-value">
                  <span className="muted">{copy.label}</span> <code dir="ltr">{copy.value}</code> <CopyButton text={copy.value} what={`the ${copy.label.toLowerCase()} ${copy.value}`} />
                </span>
              ))}
            </div>
          </li>
        ))}
      </ul>
      {numbered && <p className="field-hint">The API gives the last four digits of an account number only; the full number is in your provider&apos;s dashboard.</p>}
    </>
  );
}
