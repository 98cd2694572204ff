import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { listenForInstallPrompt } from './features/mobile-app/stores/install-prompt-store';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Before the first render: the browser's install offer comes once, soon after load.
listenForInstallPrompt();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
