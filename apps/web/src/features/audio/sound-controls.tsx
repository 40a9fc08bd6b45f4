import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { GameAudio } from './game-audio';
import { useAudioSettings } from './use-audio-settings';
import './audio.css';

/** Labels of the sound controls (not spec texts: the spec names no audio controls). */
export const SOUND_CONTROL_TEXTS = {
  group: 'Sound',
  mute: 'Mute sound',
  unmute: 'Unmute sound',
  volume: 'Volume',
  soundVolume: 'Sound volume',
  musicVolume: 'Music volume',
} as const;

export const VOLUME_STEP = 0.05;

export type SoundControlsAudio = Pick<
  GameAudio,
  'subscribe' | 'getSettings' | 'setMuted' | 'setSoundVolume' | 'setMusicVolume' | 'play'
>;

export interface SoundControlsProps {
  audio: SoundControlsAudio;
}

/**
 * A mute toggle and a Volume button that opens a small popover with the two sliders (decision 0183).
 * Compact enough for the game's control bar; the popover opens upwards, over the game view.
 */
export function SoundControls({ audio }: SoundControlsProps) {
  const { sound, music, muted } = useAudioSettings(audio);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const volumeButtonRef = useRef<HTMLButtonElement>(null);
  const popoverId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onPopoverKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The game reads keys on the window: here arrows move a slider and Escape closes the popover,
    // so none of them may reach the game and walk the character or close a panel.
    event.stopPropagation();
    if (event.key === 'Escape') {
      setOpen(false);
      volumeButtonRef.current?.focus();
    }
  };

  return (
    <div
      ref={rootRef}
      className="sound-controls"
      role="group"
      aria-label={SOUND_CONTROL_TEXTS.group}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node) || !rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        type="button"
        className="button game-control sound-controls-mute"
        aria-pressed={muted}
        aria-label={muted ? SOUND_CONTROL_TEXTS.unmute : SOUND_CONTROL_TEXTS.mute}
        title={muted ? SOUND_CONTROL_TEXTS.unmute : SOUND_CONTROL_TEXTS.mute}
        onClick={() => audio.setMuted(!muted)}
      >
        <SpeakerIcon muted={muted} />
      </button>
      <button
        ref={volumeButtonRef}
        type="button"
        className="button game-control"
        aria-expanded={open}
        aria-controls={popoverId}
        aria-label={SOUND_CONTROL_TEXTS.volume}
        title={SOUND_CONTROL_TEXTS.volume}
        onClick={() => setOpen((was) => !was)}
      >
        <SlidersIcon />
      </button>
      <div
        id={popoverId}
        className="sound-controls-popover"
        role="group"
        aria-label={SOUND_CONTROL_TEXTS.volume}
        hidden={!open}
        onKeyDown={onPopoverKeyDown}
      >
        <VolumeSlider
          label={SOUND_CONTROL_TEXTS.soundVolume}
          value={sound}
          onChange={audio.setSoundVolume}
          // A sample at the new level once the player lets go, not a stream of them while dragging.
          onRelease={() => audio.play('pickup')}
        />
        <VolumeSlider label={SOUND_CONTROL_TEXTS.musicVolume} value={music} onChange={audio.setMusicVolume} />
      </div>
    </div>
  );
}

interface VolumeSliderProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  onRelease?: () => void;
}

function VolumeSlider({ label, value, onChange, onRelease }: VolumeSliderProps) {
  const id = useId();
  const percent = `${Math.round(value * 100)}%`;
  return (
    <div className="sound-controls-slider">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={0}
        max={1}
        step={VOLUME_STEP}
        value={value}
        aria-valuetext={percent}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        onPointerUp={onRelease}
        onKeyUp={onRelease}
      />
      <output htmlFor={id}>{percent}</output>
    </div>
  );
}

/** Two pixel sliders: the volume settings (an icon, so the toolbar stays one row on a phone). */
function SlidersIcon() {
  return (
    <svg className="sound-controls-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M2 3h12v2H2zM2 11h12v2H2zM9 1h3v6H9zM4 9h3v6H4z" fill="currentColor" />
    </svg>
  );
}

/** A pixel speaker with sound waves, or with a cross when muted. */
function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg className="sound-controls-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M1 6h3v4H1zM4 5h2v6H4zM6 3h2v10H6z" fill="currentColor" />
      {muted ? (
        <path d="M10 5h2v2h-2zM14 5h2v2h-2zM12 7h2v2h-2zM10 9h2v2h-2zM14 9h2v2h-2z" fill="currentColor" />
      ) : (
        <path d="M10 6h1v4h-1zM12 4h1v2h-1zM13 6h1v4h-1zM12 10h1v2h-1z" fill="currentColor" />
      )}
    </svg>
  );
}
