import { useId, useRef, useState, type FormEvent } from 'react';
import { WORLD_MESSAGES } from '@authentic/core';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import type { WorldNpc } from './world-layout';
import { WORLD_PAGE_TEXTS } from './world-page-texts';
import { talkToNpc } from '../../lib/worlds-api';

export interface NpcTalkLine {
  from: 'player' | 'npc';
  text: string;
  quote?: { text: string; author: string };
}

export interface NpcTalkDialogProps {
  npc: WorldNpc;
  /** The conversation so far; the page keeps it, so closing and reopening the dialog keeps it too. */
  lines: readonly NpcTalkLine[];
  onLine: (line: NpcTalkLine) => void;
  onClose: () => void;
  /** Injected in tests; by default POST /api/npcs/{id}/interact. */
  talk?: typeof talkToNpc;
}

/** Talking to an NPC of a world: a free-text prompt, the NPC's answer, and the conversation so far. */
export function NpcTalkDialog({ npc, lines, onLine, onClose, talk = talkToNpc }: NpcTalkDialogProps) {
  const [prompt, setPrompt] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const text = prompt.trim();
    if (!text || sending) {
      input.current?.focus();
      return;
    }
    setSending(true);
    setFailed(false);
    try {
      const answer = await talk(npc.id, text);
      onLine({ from: 'player', text });
      onLine({ from: 'npc', text: answer.response, ...(answer.quote ? { quote: answer.quote } : {}) });
      setPrompt('');
    } catch {
      // The prompt stays in the field, so trying again is one press away.
      setFailed(true);
    } finally {
      setSending(false);
      input.current?.focus();
    }
  };

  return (
    <Modal title={npc.name} onClose={onClose}>
      <div className="npc-talk">
        <ol className="npc-talk-log" aria-label={WORLD_PAGE_TEXTS.conversation} aria-live="polite">
          {npc.greeting && (
            <li className="npc-talk-line is-npc">
              <span className="npc-talk-who">{npc.name}</span> {npc.greeting}
            </li>
          )}
          {lines.map((line, index) => (
            <li key={index} className={`npc-talk-line is-${line.from}`}>
              <span className="npc-talk-who">{line.from === 'player' ? WORLD_PAGE_TEXTS.you : npc.name}</span>{' '}
              {line.text}
              {line.quote && <QuoteOf answer={line.text} quote={line.quote} />}
            </li>
          ))}
        </ol>
        {sending && <p role="status">{WORLD_PAGE_TEXTS.waiting(npc.name)}</p>}
        {failed && <Notice kind="error">{WORLD_MESSAGES.npcFailed}</Notice>}
        <form className="field npc-talk-form" onSubmit={(event) => void send(event)} aria-busy={sending}>
          <label htmlFor={inputId}>{WORLD_PAGE_TEXTS.askLabel(npc.name)}</label>
          <div className="npc-talk-row">
            <input
              ref={input}
              id={inputId}
              value={prompt}
              maxLength={500}
              autoComplete="off"
              onChange={(event) => setPrompt(event.target.value)}
            />
            <button type="submit" className="button button-primary" disabled={sending}>
              {WORLD_PAGE_TEXTS.ask}
            </button>
          </div>
        </form>
      </div>
    </Modal>
  );
}

/** The answer usually says the quote already; then only whose words they are is added. */
function QuoteOf({ answer, quote }: { answer: string; quote: { text: string; author: string } }) {
  if (answer.includes(quote.text)) return <p className="npc-talk-source">— {quote.author}</p>;
  return (
    <figure className="npc-quote">
      <blockquote>
        <p>“{quote.text}”</p>
      </blockquote>
      <figcaption>— {quote.author}</figcaption>
    </figure>
  );
}
