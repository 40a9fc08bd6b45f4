import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORLD_VISIBILITIES, WORLD_VISIBILITY_MESSAGES as T, type World, type WorldVisibility } from '@authentic/core';
import { serverMessageOr } from '../lib/api-client';
import { updateWorldVisibility, worldKey } from '../lib/worlds-api';
import { InviteLink } from './invite-link';
import './world-visibility.css';

const NAMES: Record<WorldVisibility, { name: string; hint: string }> = {
  private: { name: T.private, hint: T.privateHint },
  unlisted: { name: T.unlisted, hint: T.unlistedHint },
  public: { name: T.public, hint: T.publicHint },
};

/**
 * The owner's choice of who can open a world (issue 34): Private, Unlisted (anyone with the link),
 * Public (listed in Explore), saved at once with PUT /api/worlds/{id}; the invite link when others may open it.
 */
export function WorldVisibilityControl({ world }: { world: World }) {
  const queryClient = useQueryClient();
  const name = useId();
  // The choice shows at once (a controlled radio would spring back until the save starts).
  const [choice, setChoice] = useState<WorldVisibility | null>(null);
  const save = useMutation({
    mutationFn: (visibility: WorldVisibility) => updateWorldVisibility(world.id, visibility),
    onSuccess: (updated) => {
      queryClient.setQueryData(worldKey(world.id), (old: World | undefined) =>
        old ? { ...old, visibility: updated.visibility, isPublic: updated.isPublic } : updated,
      );
      void queryClient.invalidateQueries({ queryKey: ['explore'] });
    },
    onSettled: () => setChoice(null),
  });
  const shown = choice ?? world.visibility;

  return (
    <div className="visibility-control">
      <fieldset className="visibility-control-options" disabled={save.isPending}>
        <legend>{T.legend}</legend>
        {WORLD_VISIBILITIES.map((option) => (
          <label key={option} className="visibility-control-option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={shown === option}
              onChange={() => {
                setChoice(option);
                save.mutate(option);
              }}
            />
            <span className="visibility-control-name">{NAMES[option].name}</span>
            <span className="visibility-control-hint"> ({NAMES[option].hint})</span>
          </label>
        ))}
      </fieldset>
      <p className="visibility-control-status" role="status">
        {save.isPending ? T.saving : save.isSuccess ? T.saved : ''}
      </p>
      {save.isError && <p role="alert">{serverMessageOr(save.error, T.saveFailed)}</p>}
      {/* What is saved decides: no link while a private world is still being opened up. */}
      <InviteLink worldId={world.id} visibility={world.visibility} isOwner />
    </div>
  );
}
