// Transfers: not built yet (being built in this issue). Says so plainly.
import { ScreenHeader } from '../../components/screen-header';

export function TransfersScreen() {
  return (
    <main className="screen" aria-label="Transfers">
      <ScreenHeader title="Transfers" />
      <p>This screen is not built yet.</p>
    </main>
  );
}
