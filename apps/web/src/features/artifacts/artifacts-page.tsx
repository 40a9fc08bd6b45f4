import { useParams } from 'react-router';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function ArtifactsPage() {
  const { id } = useParams();
  return (
    <PlaceholderPage title="Artifacts">
      <p>Create artifacts here or press &apos;e&apos; in the game world.</p>
      {id && <p>Artifact {id} will open here, expanded.</p>}
    </PlaceholderPage>
  );
}
