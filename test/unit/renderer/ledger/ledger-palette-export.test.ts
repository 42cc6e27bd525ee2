// @vitest-environment jsdom
// The palette's "Export this ledger view" runs the ledger export of the view shown (not
// only opens the Exports screen), whose progress the Exports screen then shows.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLedgerPaletteActions } from '../../../../renderer/src/screens/ledger/use-ledger-palette-actions';
import { useExports } from '../../../../renderer/src/stores/exports-store';
import { useNavigation } from '../../../../renderer/src/stores/navigation-store';
import { usePaletteActionsStore } from '../../../../renderer/src/stores/palette-actions-store';
import { connectFakeMain } from '../queries/fake-main';

function Ledger() {
  useLedgerPaletteActions();
  return null;
}

afterEach(() => {
  cleanup();
  useExports.setState({ running: null, outcome: null, history: [] });
});

describe('Export this ledger view', () => {
  it('runs the ledger export and shows the Exports screen', async () => {
    const main = connectFakeMain();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(createElement(QueryClientProvider, { client }, createElement(Ledger)));
    const action = usePaletteActionsStore.getState().byOwner['ledger']?.find((candidate) => candidate.id === 'ledger.export');
    expect(action).toBeDefined();
    act(() => action!.run());
    expect(useNavigation.getState().screen).toBe('exports');
    expect(useExports.getState().running?.kind).toBe('ledger');
    await waitFor(() => expect(main.calls.some((call) => call.method === 'exports.ledger')).toBe(true));
  });
});
