import { useParams } from 'react-router';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function WorldPage() {
  const { id = '' } = useParams();
  return (
    <PlaceholderPage title="World">
      <p>World {id}: its map, weather, characters and portals will live here.</p>
    </PlaceholderPage>
  );
}
