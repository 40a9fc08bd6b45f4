import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { PRESENCE_LIMITS, PRESENCE_MESSAGES } from '@authentic/core';
import { paths } from '../../lib/paths';
import { ReportButton } from '../../ui/report-button';
import type { ChatLine } from './remote-players';

export interface ChatPanelProps {
  lines: readonly ChatLine[];
  /** Guests read the chat but cannot write (PRESENCE_MESSAGES.guestChat). */
  canChat: boolean;
  /** Sends a line; false when it could not go (offline). */
  onSay: (text: string) => boolean;
  /** Escape in the field: back to the map, so the movement keys walk again. */
  onLeave?: () => void;
  id?: string;
  /** What others call this player ('Traveller 4821' for a guest), once the server said. */
  myName?: string | null;
}

/**
 * Proximity chat: a labelled field (200 characters, with a counter; Enter sends) over a log of the
 * last few minutes' lines, 'name: text', each of someone else's reportable. Memory only. It says
 * who hears a line (players within PRESENCE_LIMITS.chatRangeCells), and the server's notice when
 * nobody did shows in the log; a guest is told their name and offered to sign in (issue 34).
 */
export function ChatPanel({ lines, canChat, onSay, onLeave, id, myName }: ChatPanelProps) {
  const fieldId = useId();
  const counterId = useId();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() && onSay(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.blur();
    onLeave?.();
  };

  return (
    <div id={id} className="chat-panel">
      <ol className="chat-log" role="log" aria-live="polite" aria-label={PRESENCE_MESSAGES.chatLog}>
        {lines.map((line) =>
          line.notice ? (
            <li key={line.id} className="chat-line chat-line-notice">
              {line.text}
            </li>
          ) : (
            <li key={line.id} className={line.mine ? 'chat-line chat-line-mine' : 'chat-line'}>
              <span className="chat-line-text">
                <span className="chat-line-name">{line.name}</span>: {line.emote ? `(${line.text})` : line.text}
              </span>
              {canChat && !line.mine && line.username && !line.emote && (
                <ReportButton
                  kind="chat"
                  target={line.id}
                  targetLabel={`${line.name}: ${line.text}`}
                  className="button button-small chat-report"
                />
              )}
            </li>
          ),
        )}
      </ol>
      {canChat ? (
        <form className="chat-form" onSubmit={submit}>
          <label htmlFor={fieldId} className="chat-label">
            {PRESENCE_MESSAGES.chatLabel}
          </label>
          <div className="chat-row">
            <input
              id={fieldId}
              className="chat-input"
              type="text"
              autoComplete="off"
              maxLength={PRESENCE_LIMITS.chatMaxLength}
              value={text}
              aria-describedby={counterId}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <button type="submit" className="button button-small" disabled={!text.trim()}>
              {PRESENCE_MESSAGES.chatSend}
            </button>
          </div>
          <p id={counterId} className="chat-counter">
            <span>{PRESENCE_MESSAGES.chatHeardBy(PRESENCE_LIMITS.chatRangeCells)}</span>{' '}
            <span>{`${text.length}/${PRESENCE_LIMITS.chatMaxLength}`}</span>
          </p>
        </form>
      ) : (
        <p className="chat-guest">
          {myName && <span>{PRESENCE_MESSAGES.youAre(myName)}</span>} <span>{PRESENCE_MESSAGES.guestChat}</span>{' '}
          <Link to={paths.login}>{PRESENCE_MESSAGES.chatSignIn}</Link>
        </p>
      )}
    </div>
  );
}
