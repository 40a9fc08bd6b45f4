import { useParams } from 'react-router';
import { EditorPage } from '../features/world-editor/editor-page';
import { paths } from '../lib/paths';

/** /world/{id}/edit (issue 25): the world builder, for the world's owner. */
export function WorldEditRoute() {
  const { id = '' } = useParams();
  return <EditorPage worldId={id} worldPath={paths.world(id)} playPath={`${paths.game}/${encodeURIComponent(id)}`} />;
}
