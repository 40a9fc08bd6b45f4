import { PlaceholderPage } from '../../ui/placeholder-page';

export function ProfilePage() {
  return (
    <PlaceholderPage title="Profile">
      <p>Profile settings, game stats and achievements will live here.</p>
    </PlaceholderPage>
  );
}
