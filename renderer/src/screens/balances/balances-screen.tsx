// Balances: not built yet (being built in this issue). Says so plainly.
import { ScreenHeader } from '../../components/screen-header';

export function BalancesScreen() {
  return (
    <main className="screen" aria-label="Balances">
      <ScreenHeader title="Balances" />
      <p>This screen is not built yet.</p>
    </main>
  );
}
