// Counterparties: not built yet (being built in this issue). Says so plainly.
import { ScreenHeader } from '../../components/screen-header';

export function CounterpartiesScreen() {
  return (
    <main className="screen" aria-label="Counterparties">
      <ScreenHeader title="Counterparties" />
      <p>This screen is not built yet.</p>
    </main>
  );
}
