import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ErrorBoundary } from './error-boundary';
import { Providers } from './providers';
import { routes } from './routes';

export function App() {
  // One router for the life of the page.
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <ErrorBoundary>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </ErrorBoundary>
  );
}
