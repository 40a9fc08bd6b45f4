import { useState } from 'react';
import { findAchievement, PROGRESSION_MESSAGES, REWARD_MESSAGES } from '@authentic/core';
import { Modal } from '../../ui/modal';
import extensionRewardImage from './extension-reward.svg';
import { PORTAL_TILE_IMAGE } from './portal-image';
import { EXTENSION_STORE_URL, PROGRESS_TEXTS } from './progress-texts';

/**
 * The reward picture: its own image, then a portal tile, then an inline placeholder, each tried
 * when the one before fails to load (spec 02 §2).
 */
export function RewardImage({ src = extensionRewardImage }: { src?: string }) {
  const [stage, setStage] = useState<0 | 1 | 2>(0);
  if (stage === 2) {
    return (
      <div className="reward-image reward-image-placeholder" role="img" aria-label={PROGRESS_TEXTS.rewardImageAlt}>
        <span aria-hidden="true">{PROGRESS_TEXTS.rewardPlaceholder}</span>
      </div>
    );
  }
  return (
    <img
      className="reward-image"
      src={stage === 0 ? src : PORTAL_TILE_IMAGE}
      alt={PROGRESS_TEXTS.rewardImageAlt}
      width={128}
      height={128}
      onError={() => setStage(stage === 0 ? 1 : 2)}
    />
  );
}

export interface RewardModalProps {
  visible: boolean;
  /** 'level1' shows the browser-extension reward; any other id the generic message. */
  achievementId: string;
  onClose: () => void;
  /** The reward's own image; the default is the one drawn for it. */
  imageSrc?: string;
}

function Level1Reward({ imageSrc }: { imageSrc?: string }) {
  return (
    <div className="reward-body">
      <RewardImage {...(imageSrc ? { src: imageSrc } : {})} />
      <div className="reward-text">
        <p className="reward-name">{PROGRESS_TEXTS.rewardName}</p>
        <p className="reward-price">
          <span className="reward-value">{REWARD_MESSAGES.rewardValue}</span>{' '}
          <strong className="reward-free">{PROGRESS_TEXTS.rewardFree}</strong>
        </p>
        <p>{PROGRESS_TEXTS.rewardIntro}</p>
        <p>
          <a className="button button-secondary" href={EXTENSION_STORE_URL} target="_blank" rel="noopener noreferrer">
            {PROGRESS_TEXTS.rewardDownload}
          </a>
        </p>
        <h3 className="reward-steps-title">{PROGRESS_TEXTS.rewardStepsTitle}</h3>
        <ol className="reward-steps">
          {PROGRESS_TEXTS.rewardSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}

function GenericReward({ achievementId }: { achievementId: string }) {
  const definition = findAchievement(achievementId);
  if (!definition) return null;
  return (
    <div className="reward-text">
      <p className="reward-name">{definition.name}</p>
      <p>{definition.description}</p>
    </div>
  );
}

/** Spec 02 §2: the reward modal. Continue Adventure and the close button both dismiss it. */
export function RewardModal({ visible, achievementId, onClose, imageSrc }: RewardModalProps) {
  if (!visible) return null;
  const level1 = achievementId === 'level1';
  return (
    <Modal title={level1 ? REWARD_MESSAGES.level1Title : REWARD_MESSAGES.genericTitle} onClose={onClose}>
      <div className="reward-modal">
        {level1 ? (
          <Level1Reward {...(imageSrc ? { imageSrc } : {})} />
        ) : (
          <GenericReward achievementId={achievementId} />
        )}
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={onClose}>
            {PROGRESSION_MESSAGES.continueAdventure}
          </button>
        </div>
      </div>
    </Modal>
  );
}
