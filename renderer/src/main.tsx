// The renderer's entry. The screens (balances, ledger, counterparties, payments,
// export) are not built yet: this page says so plainly instead of pretending.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PlaceholderPage } from './placeholder-page';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <PlaceholderPage />
  </StrictMode>,
);
