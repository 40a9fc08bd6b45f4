import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function DashboardPage() {
  return (
    <PlaceholderPage title="Dashboard">
      <p>Your level, worlds and daily quote will live here.</p>
      <Link to={paths.game} className="button button-primary">
        Continue Adventure
      </Link>
    </PlaceholderPage>
  );
}
