import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { meRequest } from '../auth/auth-api';
import { useAuth } from '../auth/auth-provider';

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const auth = useAuth();
  // Fresh from the server on every visit: the stored copy may be old.
  const me = useQuery({ queryKey: ['me'], queryFn: meRequest, staleTime: 0 });
  const { updateUser } = auth;
  useEffect(() => {
    if (me.data) updateUser(me.data);
  }, [me.data, updateUser]);
  const user = me.data ?? auth.user;

  return (
    <section className="panel page-panel" aria-labelledby="page-title">
      <h1 id="page-title">Dashboard</h1>
      <p className="welcome">Welcome back, {user?.username}!</p>
      <p>Your level, worlds and daily quote will live here.</p>
      <div className="button-row">
        <Link to={paths.profile} className="button">
          View Profile
        </Link>
        <Link to={paths.game} className="button button-primary">
          Continue Adventure
        </Link>
      </div>
    </section>
  );
}
