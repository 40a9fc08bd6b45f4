import { PlaceholderPage } from '../../ui/placeholder-page';

export function CreateWorldPage() {
  return (
    <PlaceholderPage title="Create a world">
      <p>Build a development world of your own: name it, describe it, choose its map type.</p>
    </PlaceholderPage>
  );
}
