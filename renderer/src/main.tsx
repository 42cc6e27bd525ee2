// The renderer's entry: connect to the main process (Electron's preload or the web
// shell), then show the window.
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectToMain } from '../lib/ipc-client';
import { App } from './app/app';
import { setIpcClient } from '../lib/main-connection';
import { startMainProcessState } from './app/main-process-state';
import { NoSessionPage } from './app/no-session-page';
import { followServerChanges, queryClient } from './app/server-data';
import { openFirstScreen } from './screens/screen-table';
import { useNavigation } from './stores/navigation-store';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './components/forms/forms.css';
import './components/write-flow/write-flow.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
const connection = connectToMain();
if (connection.kind === 'connected') {
  setIpcClient(connection.client);
  // Main's first answers come while React renders the frame.
  startMainProcessState();
  followServerChanges();
  // The first screen's code and first read load while main answers which environment this is.
  openFirstScreen(useNavigation.getState().screen);
}
createRoot(root).render(
  <StrictMode>
    {connection.kind === 'connected' ? (
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    ) : (
      <NoSessionPage />
    )}
  </StrictMode>,
);
