// The console's entry: the environment (API client, session store, translations) is made once,
// then the app renders; start-up takes it from there.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createAppEnvironment } from './startup/environment.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <App env={createAppEnvironment()} />
  </StrictMode>,
);
