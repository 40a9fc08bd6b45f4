import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { apiRequest } from './lib/api-client';
import { installGlobalErrorHandlers } from './lib/error-log';
import '@fontsource/press-start-2p';
import '@fontsource/vt323';
import './styles/index.css';
import './styles/nav.css';
import './styles/shell.css';
import './styles/forms.css';

// Unhandled errors and rejections are logged as critical and reported (spec 01 §8).
installGlobalErrorHandlers((entry) => apiRequest('/api/diagnostics/errors', { body: entry, isAuthCall: true }));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
