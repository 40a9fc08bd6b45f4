import { useEffect, useId, useRef, useState } from 'react';
import { INVITE_MESSAGES, type WorldVisibility } from '@authentic/core';
import { paths } from '../lib/paths';
import './invite-link.css';

export interface InviteLinkProps {
  worldId: string;
  visibility: WorldVisibility;
  /** The owner of a private world is told why there is no link; nobody else sees one. */
  isOwner: boolean;
}

/** The world's play URL on this site: opening it plays the world, for guests too. */
export function inviteUrl(worldId: string): string {
  return new URL(paths.worldPlay(worldId), window.location.origin).href;
}

/**
 * 'Copy invite link' for an unlisted or public world (issue 34): to the clipboard, or, when the
 * browser refuses (no permission, or a page served without https), into a field the player selects
 * and copies. A private world has no link, so none can leak: its owner reads how to share it.
 */
export function InviteLink({ worldId, visibility, isOwner }: InviteLinkProps) {
  // What happened to the last copy, and of which link: another world or visibility starts afresh.
  const here = `${worldId} ${visibility}`;
  const [last, setLast] = useState<{ of: string; state: 'copied' | 'failed' } | null>(null);
  const state = last?.of === here ? last.state : 'idle';
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const url = inviteUrl(worldId);
  useEffect(() => {
    // Focused and selected: the player copies it with one key press.
    if (state === 'failed') {
      field.current?.focus();
      field.current?.select();
    }
  }, [state]);

  if (visibility === 'private') {
    return isOwner ? <p className="invite-link-note">{INVITE_MESSAGES.privateWorld}</p> : null;
  }
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      setLast({ of: here, state: 'copied' });
    } catch {
      setLast({ of: here, state: 'failed' });
    }
  };
  return (
    <div className="invite-link">
      <button type="button" className="button" onClick={() => void copy()}>
        {INVITE_MESSAGES.copy}
      </button>
      <p className="invite-link-status" role="status">
        {state === 'copied' ? INVITE_MESSAGES.copied : ''}
      </p>
      {state === 'failed' && (
        <div className="invite-link-fallback">
          <p role="alert">{INVITE_MESSAGES.copyFailed}</p>
          <label htmlFor={fieldId}>{INVITE_MESSAGES.fieldLabel}</label>
          <input
            ref={field}
            id={fieldId}
            className="invite-link-field"
            type="text"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
    </div>
  );
}
