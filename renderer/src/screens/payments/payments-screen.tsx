// Payments: not built yet (being built in this issue). Says so plainly.
import { ScreenHeader } from '../../components/screen-header';

export function PaymentsScreen() {
  return (
    <main className="screen" aria-label="Payments">
      <ScreenHeader title="Payments" />
      <p>This screen is not built yet.</p>
    </main>
  );
}
