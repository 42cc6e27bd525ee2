// @vitest-environment jsdom
// During a sync (the first one too, with its progress under the top bar) the window has
// one "Cancel sync" button, in the top bar where "Sync now" was.
import { cleanup, render, screen } from '@testing-library/react';
import { createElement, Fragment } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncProgressBar } from '../../../../renderer/src/app/sync-progress-bar';
import { TopBar } from '../../../../renderer/src/app/top-bar';
import { useSync } from '../../../../renderer/src/stores/sync-store';

afterEach(() => {
  cleanup();
  useSync.setState({ running: false, progress: null });
});

describe('the sync controls', () => {
  it('show one Cancel sync while the first sync runs with its progress', () => {
    useSync.setState({
      running: true,
      progress: { startedAtMs: Date.now() - 2_000, items: 1_200, pages: 12, resource: 'ledgerTransactions', rangesDone: 1, rangesTotal: 4, perResource: {} },
    });
    render(createElement(Fragment, null, createElement(TopBar), createElement(SyncProgressBar)));
    expect(screen.getByRole('region', { name: 'Sync progress' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Cancel sync' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
  });

  it('show Sync now and no Cancel once it ended', () => {
    render(createElement(Fragment, null, createElement(TopBar), createElement(SyncProgressBar)));
    expect(screen.queryAllByRole('button', { name: 'Cancel sync' })).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeTruthy();
  });
});
