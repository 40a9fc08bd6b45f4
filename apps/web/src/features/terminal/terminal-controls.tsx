import { TERMINAL_TEXTS, type TerminalNodeView } from '@authentic/core';
import { useId, type FormEvent, type Ref } from 'react';

export interface TerminalControlsProps {
  /** The choices and the reply box take input (the node has typed out and expects it). */
  accepting: boolean;
  choices: TerminalNodeView['choices'];
  /** Continue shows on an auto-advancing node once it has typed out. */
  canContinue: boolean;
  reply: string;
  onReply: (text: string) => void;
  onChoose: (number: number) => void;
  onContinue: () => void;
  onSubmitReply: (event: FormEvent) => void;
  inputRef: Ref<HTMLInputElement>;
}

/** Under the log: the numbered choices, Continue, and the reply box. */
export function TerminalControls({
  accepting,
  choices,
  canContinue,
  reply,
  onReply,
  onChoose,
  onContinue,
  onSubmitReply,
  inputRef,
}: TerminalControlsProps) {
  const replyId = useId();
  return (
    <div className="terminal-controls">
      {accepting && (
        <ol className="terminal-choices">
          {choices.map((choice) => (
            <li key={choice.number}>
              <button type="button" className="terminal-choice" onClick={() => onChoose(choice.number)}>
                {choice.number}. {choice.label}
              </button>
            </li>
          ))}
        </ol>
      )}
      {canContinue && (
        <button type="button" className="terminal-continue" onClick={onContinue}>
          {TERMINAL_TEXTS.continueLabel}
        </button>
      )}
      <form className="terminal-reply" onSubmit={onSubmitReply}>
        <label htmlFor={replyId}>{TERMINAL_TEXTS.replyLabel}</label>
        <input
          ref={inputRef}
          id={replyId}
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={reply}
          placeholder={TERMINAL_TEXTS.replyPlaceholder}
          disabled={!accepting}
          onChange={(event) => onReply(event.target.value)}
        />
      </form>
    </div>
  );
}
