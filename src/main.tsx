import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPortalConfig } from './config';
import { configureAuth, endSessionLocally, getAccessToken } from './auth/oidc';
import { configureHttp } from './api/sessionHooks';
import { App } from './app/App';
import { StartupError } from './app/StartupError';

const container = document.getElementById('root');
if (!container) throw new Error('index.html mangler #root');
const root = createRoot(container);

loadPortalConfig()
  .then((config) => {
    configureAuth(config);
    configureHttp({ baseUrl: config.apiBaseUrl, getAccessToken, onUnauthorized: endSessionLocally });
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
  });
