// An honest placeholder until the screens exist.
export function PlaceholderPage() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto', lineHeight: 1.5 }}>
      <h1>Treasury</h1>
      <p>
        The screens for balances, the ledger, counterparties, payments and CSV export are not built yet.
        The API client, the domain model and the local sandbox are being built first.
      </p>
    </main>
  );
}
