// Ledger: not built yet (being built in this issue). Says so plainly.
import { ScreenHeader } from '../../components/screen-header';

export function LedgerScreen() {
  return (
    <main className="screen" aria-label="Ledger">
      <ScreenHeader title="Ledger" />
      <p>This screen is not built yet.</p>
    </main>
  );
}
