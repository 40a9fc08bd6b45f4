import { MINIGAME_EXPERIENCE, WRITER_CHALLENGE_MESSAGES } from '@authentic/core';
import { Modal } from '../../../ui/modal';

export interface WriterChallengePanelProps {
  /** Reports the result: spec 02 says the placeholder reports 150. */
  onComplete: (result: number) => void;
  onExit: () => void;
}

/** Spec 02: the writer-themed challenge placeholder (level 4), until the real game is built. */
export function WriterChallengePanel({ onComplete, onExit }: WriterChallengePanelProps) {
  return (
    <Modal title={WRITER_CHALLENGE_MESSAGES.title} onClose={onExit}>
      <p>{WRITER_CHALLENGE_MESSAGES.underDevelopment}</p>
      <div className="panel-actions">
        <button type="button" className="button" onClick={() => onComplete(MINIGAME_EXPERIENCE.writerChallenge)}>
          {WRITER_CHALLENGE_MESSAGES.complete}
        </button>
        <button type="button" className="button" onClick={onExit}>
          {WRITER_CHALLENGE_MESSAGES.exit}
        </button>
      </div>
    </Modal>
  );
}
