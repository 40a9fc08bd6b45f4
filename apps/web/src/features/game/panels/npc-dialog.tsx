import type { ReactNode } from 'react';
import { offersQuotes, type NpcQuote, type PlacedNpc } from '@authentic/core';
import { Modal } from '../../../ui/modal';
import { GAME_TEXTS } from '../game-texts';

export interface NpcDialogProps {
  npc: PlacedNpc;
  quote: NpcQuote | null;
  onClose: () => void;
  /** Saving is built with the saved-quotes panel; until it is passed, the button stays disabled. */
  onSaveQuote?: (quote: NpcQuote) => void;
  /** What other features add to a conversation (a quest the NPC offers). */
  children?: ReactNode;
}

/**
 * T near an NPC: their greeting and their next line, as DOM a screen reader reads. A guide's lines
 * are tips, not quotes: they offer no Save (decision 0244).
 */
export function NpcDialog({ npc, quote, onClose, onSaveQuote, children }: NpcDialogProps) {
  return (
    <Modal title={npc.name} onClose={onClose}>
      <p className="npc-greeting">{npc.greeting}</p>
      {quote && (
        <figure className="npc-quote">
          <blockquote>
            <p>“{quote.text}”</p>
          </blockquote>
          <figcaption>
            — {quote.author}
            {quote.source ? `, ${quote.source}` : ''}
          </figcaption>
        </figure>
      )}
      {children}
      <div className="button-row">
        {quote && offersQuotes(npc) && (
          <button type="button" className="button" disabled={!onSaveQuote} onClick={() => onSaveQuote?.(quote)}>
            {GAME_TEXTS.saveQuote}
          </button>
        )}
        <button type="button" className="button" onClick={onClose}>
          {GAME_TEXTS.goodbye}
        </button>
      </div>
    </Modal>
  );
}
