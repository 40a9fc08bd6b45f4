import { BUILT_IN_MAP_NAMES, GAME_SCREEN_MESSAGES, type BuiltInMapId } from '@authentic/core';
import { Modal } from '../../ui/modal';
import '../../styles/panels.css';
import { dismissWorldGuide } from './world-guide-storage';

/**
 * The main route of spec 01 §4 (map progression), Overworld to Yosemite through the desert and the
 * dungeon. Core has the names but no list of this order, so it is written here (decision 0162).
 */
export const WORLD_GUIDE_ROUTE: readonly BuiltInMapId[] = [
  'overworld',
  'overworld2',
  'overworld3',
  'desert1',
  'desert2',
  'desert3',
  'dungeon1',
  'dungeon2',
  'dungeon3',
  'yosemite',
];

/** The keys of spec 01 §2, as the game screen binds them. */
export const WORLD_GUIDE_CONTROLS: readonly { keys: string; action: string }[] = [
  { keys: 'Arrow keys or W A S D', action: 'Walk' },
  { keys: 'T', action: 'Talk to a character next to you' },
  { keys: 'E', action: 'Interact with what is here, or create an artifact' },
  { keys: 'P', action: 'Pick up what is here, your own artifacts too' },
  { keys: 'Space', action: 'Use a portal that shows a prompt' },
  { keys: 'M', action: 'Open the world map' },
  { keys: 'I', action: 'Open your inventory' },
  { keys: 'F', action: 'Send feedback' },
  { keys: 'N', action: 'Choose the next player nearby (or click them); Enter opens their card' },
  { keys: 'Escape', action: 'Close the open panel' },
];

export const WORLD_GUIDE_TEXTS = {
  title: 'World Guide',
  controls: 'Controls',
  goal: 'Your goal',
  goalText:
    'Travel the linked maps through their portals, talk to the characters you meet and save the quotes ' +
    'that speak to you. Find Yosemite to complete the first level.',
  route: 'The route',
  yosemiteShortcut: 'In Overworld 3 a second portal leads straight to Yosemite.',
  portals: 'Portals',
  portalRule: GAME_SCREEN_MESSAGES.portalRule,
  dontShowAgain: "Don't show again",
  gotIt: 'Got it',
} as const;

export interface WorldGuidePanelProps {
  onClose: () => void;
  /** Where the dismissal is remembered; local storage in the game. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

function defaultStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Explains the controls and the goal; can be dismissed for good. */
export function WorldGuidePanel({ onClose, storage = defaultStorage() }: WorldGuidePanelProps) {
  const dismissForGood = () => {
    dismissWorldGuide(storage);
    onClose();
  };

  return (
    <Modal title={WORLD_GUIDE_TEXTS.title} onClose={onClose}>
      <div className="world-guide">
        <h3>{WORLD_GUIDE_TEXTS.goal}</h3>
        <p>{WORLD_GUIDE_TEXTS.goalText}</p>
        <h3>{WORLD_GUIDE_TEXTS.route}</h3>
        <ol className="world-guide-route" aria-label={WORLD_GUIDE_TEXTS.route}>
          {WORLD_GUIDE_ROUTE.map((id) => (
            <li key={id}>{BUILT_IN_MAP_NAMES[id]}</li>
          ))}
        </ol>
        <p>{WORLD_GUIDE_TEXTS.yosemiteShortcut}</p>
        <h3>{WORLD_GUIDE_TEXTS.portals}</h3>
        <p>{WORLD_GUIDE_TEXTS.portalRule}</p>
        <h3>{WORLD_GUIDE_TEXTS.controls}</h3>
        <dl className="world-guide-controls">
          {WORLD_GUIDE_CONTROLS.map(({ keys, action }) => (
            <div key={keys}>
              <dt>
                <kbd>{keys}</kbd>
              </dt>
              <dd>{action}</dd>
            </div>
          ))}
        </dl>
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={onClose}>
            {WORLD_GUIDE_TEXTS.gotIt}
          </button>
          <button type="button" className="button" onClick={dismissForGood}>
            {WORLD_GUIDE_TEXTS.dontShowAgain}
          </button>
        </div>
      </div>
    </Modal>
  );
}
