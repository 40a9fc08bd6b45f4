import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { EditorPage } from '../features/world-editor/editor-page';
import type { LookDrawerProps } from '../features/world-editor/npc-look';
import { paths } from '../lib/paths';
import { APP_TEXTS } from './app-texts';

// The profile's pixel editor, loaded only when a builder draws a character's look.
const PixelAvatarEditor = lazy(async () => ({
  default: (await import('../features/profile/pixel-editor')).PixelAvatarEditor,
}));

/** A world character's look is drawn in the same pixel editor as a player's avatar (decision 0299). */
function LookDrawer({ initial, saveLabel, onSave }: LookDrawerProps) {
  return (
    <Suspense fallback={<p role="status">{APP_TEXTS.drawerLoading}</p>}>
      <PixelAvatarEditor
        title={null}
        initial={initial ? { size: initial.size, pixels: initial.pixels } : undefined}
        saveLabel={saveLabel}
        onSave={(_png, drawing) => onSave({ size: drawing.size, pixels: drawing.pixels })}
      />
    </Suspense>
  );
}

/** /world/{id}/edit (issue 25): the world builder, for the world's owner. */
export function WorldEditRoute() {
  const { id = '' } = useParams();
  return (
    <EditorPage
      worldId={id}
      worldPath={paths.world(id)}
      playPath={`${paths.game}/${encodeURIComponent(id)}`}
      Drawer={LookDrawer}
    />
  );
}
