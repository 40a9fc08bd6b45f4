import { useEffect, useRef } from 'react';

/**
 * Keys that never hurry the text: Escape leaves (the dialog handles it), Tab moves focus, and the
 * rest only modify. Every other key, digits and Enter included, shows the text whole while it types.
 */
const NEVER_A_SKIP = new Set(['Escape', 'Tab', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);

/** What a key or a tap on it already means: typing in the reply box, pressing a button or a link. */
const OWN_CONTROLS = 'input, textarea, select, button, a, label';

function isTextField(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
}

/** Enter and Space press the focused button; they belong to it, not to the text. */
function pressesButton(event: KeyboardEvent): boolean {
  return (event.key === 'Enter' || event.key === ' ') && event.target instanceof HTMLButtonElement;
}

export interface TerminalKeys {
  /** Picks choice `number` (1–9). */
  choose: (number: number) => void;
  /** Shows the text being typed whole. */
  finish: () => void;
  typingDone: boolean;
}

/**
 * A key or a tap while the text types shows it whole, and does nothing else: the choices are not
 * there yet, so a digit cannot pick one. Once typed, 1–9 pick a choice (not in the reply box, and
 * not by a key held down since the text was hurried).
 */
export function useTerminalKeys(current: TerminalKeys): void {
  const keys = useRef(current);
  useEffect(() => {
    keys.current = current;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (!keys.current.typingDone) {
        if (NEVER_A_SKIP.has(event.key) || isTextField(event.target) || pressesButton(event)) return;
        // Space would scroll the log and Enter could submit: this key has done its work.
        if (event.key === ' ' || event.key === 'Enter') event.preventDefault();
        keys.current.finish();
        return;
      }
      if (/^[1-9]$/.test(event.key) && !event.repeat && !isTextField(event.target)) {
        event.preventDefault();
        keys.current.choose(Number(event.key));
      }
    };
    const onTap = (event: MouseEvent) => {
      if (keys.current.typingDone) return;
      if (event.target instanceof Element && event.target.closest(OWN_CONTROLS)) return;
      keys.current.finish();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onTap);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onTap);
    };
  }, []);
}
