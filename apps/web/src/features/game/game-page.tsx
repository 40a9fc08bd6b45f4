import { useParams } from 'react-router';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function GamePage() {
  const { worldId, areaId } = useParams();
  return (
    <PlaceholderPage title="Game">
      <p>The overworld is being drawn. Soon you will walk it from here.</p>
      {(worldId || areaId) && (
        <p>
          World: {worldId ?? 'main'}
          {areaId ? `, area: ${areaId}` : ''}
        </p>
      )}
    </PlaceholderPage>
  );
}
