import { EMOTE_LABELS, EMOTES, type Emote } from '@authentic/core';
import { PRESENCE_TEXTS } from './presence-texts';

export interface EmotePickerProps {
  onEmote: (emote: Emote) => void;
  /** The emote's picture (a data URL of the icon the map shows), from whoever draws the map. */
  iconFor?: (emote: Emote) => string | null;
}

/** One button per emote, named by EMOTE_LABELS; the picture is decoration. */
export function EmotePicker({ onEmote, iconFor }: EmotePickerProps) {
  return (
    <div className="emote-picker" role="group" aria-label={PRESENCE_TEXTS.emotes}>
      {EMOTES.map((emote) => {
        const icon = iconFor?.(emote) ?? null;
        return (
          <button
            key={emote}
            type="button"
            className="emote-button"
            aria-label={EMOTE_LABELS[emote]}
            title={EMOTE_LABELS[emote]}
            onClick={() => onEmote(emote)}
          >
            {icon ? <img src={icon} alt="" width={26} height={28} /> : EMOTE_LABELS[emote].slice(0, 1)}
          </button>
        );
      })}
    </div>
  );
}
