import { formatMessage, GAME_SCREEN_MESSAGES, SCREEN_MESSAGES } from '@authentic/core';
import type { GameSnapshot } from './engine/game-store';
import { portalLine } from './hint-line';

export interface GameBottomProps {
  snapshot: GameSnapshot<string>;
  /** A touch screen: the prompts and the hint name the touch pad's buttons. */
  touch: boolean;
  /** The game world describes itself with the hint. */
  hintId: string;
  /** Decision 0243: past the first minute the hint keeps only its first line. */
  hintFolded: boolean;
}

/** The lines at the bottom of the game view: what an NPC said, a portal's or a talk prompt, and the hint. */
export function GameBottom({ snapshot, touch, hintId, hintFolded }: GameBottomProps) {
  const { panel, prompt } = snapshot;
  const hint = touch ? GAME_SCREEN_MESSAGES.gameHintTouch : SCREEN_MESSAGES.gameHint;
  const portalRule = hintFolded ? null : portalLine(snapshot.portals, touch);
  return (
    <div className="game-bottom">
      {snapshot.talkNotice && !snapshot.talkable && !panel && (
        <p key={snapshot.talkNotice.id} className="game-prompt" role="status">
          {snapshot.talkNotice.text}
        </p>
      )}
      {(prompt || (snapshot.talkable && !panel)) && (
        <p className="game-prompt" aria-live="polite">
          {prompt
            ? touch
              ? GAME_SCREEN_MESSAGES.portalPromptTouch(prompt)
              : prompt
            : formatMessage(touch ? GAME_SCREEN_MESSAGES.talkHintTouch : SCREEN_MESSAGES.talkHint, {
                name: snapshot.talkable?.name ?? '',
              })}
        </p>
      )}
      {!panel && (
        <div className="game-hint" id={hintId}>
          <p>{hint}</p>
          {portalRule && <p className="game-hint-portals">{portalRule}</p>}
        </div>
      )}
    </div>
  );
}
