import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AUTH_MESSAGES, SCREEN_MESSAGES } from '@authentic/core';
import { AuthProvider, useAuth } from '../lib/auth-provider';
import { NavBar } from './nav-bar';
import { paths } from '../lib/paths';
import { APP_TEXTS } from './app-texts';

/** The feedback form loads when first opened. */
const FeedbackForm = lazy(async () => ({ default: (await import('../ui/feedback-form')).FeedbackForm }));

function Shell() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [feedbackOpen, setFeedbackOpen] = useState(false);

  let content = (
    <Suspense
      fallback={
        <p className="panel page-panel" role="status">
          {SCREEN_MESSAGES.loading}
        </p>
      }
    >
      <Outlet />
    </Suspense>
  );
  if (auth.loading) {
    content = (
      <p className="panel page-panel" role="status">
        {AUTH_MESSAGES.loadingAuth}
      </p>
    );
  } else if (auth.error) {
    content = (
      <div className="panel page-panel" role="alert">
        <p>{auth.error}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {APP_TEXTS.retry}
        </button>
      </div>
    );
  }

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {APP_TEXTS.skipToContent}
      </a>
      <NavBar
        user={auth.user}
        onLogout={() => {
          void auth.logout();
          void navigate(paths.login);
        }}
      />
      <main id="main" className="app-main" tabIndex={-1}>
        {content}
      </main>
      <footer className="site-footer">
        <span>{APP_TEXTS.footerPromise}</span>
        <button type="button" className="nav-action" onClick={() => setFeedbackOpen(true)}>
          {APP_TEXTS.sendFeedback}
        </button>
      </footer>
      {feedbackOpen && (
        <Suspense fallback={null}>
          <FeedbackForm onClose={() => setFeedbackOpen(false)} mapLocation={location.pathname} />
        </Suspense>
      )}
    </div>
  );
}

/** The root route's element: the session lives inside the router so it can redirect. */
export function Layout() {
  return (
    <AuthProvider>
      <Shell />
    </AuthProvider>
  );
}
