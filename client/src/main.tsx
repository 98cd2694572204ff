import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { listenForInstallPrompt } from './features/mobile-app/stores/install-prompt-store';
import { i18nReady } from './lib/i18n';
import { registerServiceWorkerAfterLoad } from './lib/service-worker';
import { startErrorReports } from './lib/error-reports';
import './styles/index.css';

// index.html always has #root; without it React's createRoot says its target is not an element.
const container = document.getElementById('root') as HTMLElement;

// Before the first render: the browser's install offer comes once, soon after load.
listenForInstallPrompt();
// Web push and the offline shell (issue 27), after the page has loaded.
registerServiceWorkerAfterLoad();
// Crash reports, only when the server names an error tracker (SENTRY_DSN): its SDK in a chunk of its own.
startErrorReports();

// The texts come in their own chunks (lib/i18n.ts): the first paint waits for the visitor's
// language, so it never shows raw keys. A failed fetch still renders (i18next resolves anyway).
void i18nReady.finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
