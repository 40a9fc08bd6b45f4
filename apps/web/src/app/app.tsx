import { BrowserRouter, useRoutes } from 'react-router';
import { ErrorBoundary } from './error-boundary';
import { Providers } from './providers';
import { routes } from './routes';

/** The route table, matched against the address (a declarative router: no loaders, so less to load). */
function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <ErrorBoundary>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </ErrorBoundary>
  );
}
