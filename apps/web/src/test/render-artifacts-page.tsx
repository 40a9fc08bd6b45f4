import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Layout } from '../app/layout';
import { Providers } from '../app/providers';
import { storeSignedInSession } from './session';
import { ArtifactsPage } from '../features/artifacts/artifacts-page';

/**
 * The artifacts page inside the real shell and providers, signed in as the test user. Retries wait
 * 0 ms instead of the spec's 1.5 s × attempt, so a test does not sit out 9 s of back-off.
 */
export function renderArtifactsPage(path = '/artifacts', { signedIn = true } = {}) {
  if (signedIn) storeSignedInSession();
  const page = <ArtifactsPage retryDelay={() => 0} />;
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: 'artifacts', element: page },
          { path: 'artifacts/:id', element: page },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}
