import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function ForgotPasswordPage() {
  return (
    <PlaceholderPage title="Forgot password">
      <p>Password resets open together with accounts.</p>
      <p>
        <Link to={paths.login}>Back to login</Link>
      </p>
    </PlaceholderPage>
  );
}
