import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Layout } from '../app/layout';
import { Providers } from '../app/providers';
import { storeSignedInSession } from './session';
import { ExplorePage } from '../features/explore/explore-page';

/** Explore inside the real shell and providers, signed in as the test user unless told; retries wait 0 ms. */
export function renderExplore(path = '/explore', { signedIn = true } = {}) {
  if (signedIn) storeSignedInSession();
  const router = createMemoryRouter(
    [{ element: <Layout />, children: [{ path: 'explore', element: <ExplorePage retryDelay={0} /> }] }],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}
