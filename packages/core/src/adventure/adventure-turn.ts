import { ADVENTURE_ENDING_LINES, ADVENTURE_MESSAGES } from '../messages/adventure.js';
import {
  ADVENTURE_COMPLETE_MARKER,
  ADVENTURE_COMPLETION_EXP,
  ADVENTURE_INSPIRATION_MAX,
  ADVENTURE_LEARNING_REWARD,
} from './adventure-constants.js';
import {
  adventureUnlockKey,
  hasAdventureKnowledge,
  isAdventureExitLocked,
  isAdventureExitVisible,
} from './adventure-state.js';
import {
  ADVENTURE_ROOM_IDS,
  type AdventureDirection,
  type AdventureEvent,
  type AdventureInteraction,
  type AdventureKnowledgeFlag,
  type AdventureRequirements,
  type AdventureState,
  type AdventureWorld,
} from './adventure-types.js';

/**
 * One command's work in progress. It holds a private copy of the state, so the handlers may
 * update it in place while the caller's state stays untouched.
 */
export interface AdventureTurn {
  world: AdventureWorld;
  state: AdventureState;
  output: string[];
  events: AdventureEvent[];
}

export function startAdventureTurn(state: AdventureState, world: AdventureWorld): AdventureTurn {
  const copy: AdventureState = {
    ...state,
    inventory: [...state.inventory],
    roomItems: Object.fromEntries(
      ADVENTURE_ROOM_IDS.map((room) => [room, [...state.roomItems[room]]]),
    ) as AdventureState['roomItems'],
    completedInteractions: [...state.completedInteractions],
    knowledge: [...state.knowledge],
    history: [...state.history],
  };
  return { world, state: copy, output: [], events: [] };
}

/**
 * Answers an unknown command or an action that fails. It costs nothing: spec 02 §4 says nothing
 * lowers inspiration (decision 0240), so a failure only says why.
 */
export function failTurn(turn: AdventureTurn, message: string): void {
  turn.output.push(message);
}

/** Knowledge is global to the run; only the first time it is learnt gives inspiration back. */
export function learnInTurn(turn: AdventureTurn, flag: AdventureKnowledgeFlag): void {
  if (hasAdventureKnowledge(turn.state, flag)) return;
  turn.state.knowledge.push(`${turn.state.currentRoom}::${flag}`);
  turn.events.push({ type: 'learned', flag });
  const before = turn.state.inspiration;
  const after = Math.min(ADVENTURE_INSPIRATION_MAX, before + ADVENTURE_LEARNING_REWARD);
  if (after !== before) {
    turn.state.inspiration = after;
    turn.events.push({ type: 'inspirationChanged', inspiration: after, delta: after - before });
  }
}

export function unlockInTurn(turn: AdventureTurn, direction: AdventureDirection): boolean {
  const room = turn.state.currentRoom;
  if (!isAdventureExitLocked(turn.state, room, direction, turn.world)) return false;
  turn.state.completedInteractions.push(adventureUnlockKey(room, direction));
  turn.events.push({ type: 'exitUnlocked', room, direction });
  return true;
}

export function requirementsMet(state: AdventureState, requires: AdventureRequirements | undefined): boolean {
  if (!requires) return true;
  return (
    (requires.items ?? []).every((item) => state.inventory.includes(item)) &&
    (requires.done ?? []).every((done) => state.completedInteractions.includes(done)) &&
    (requires.knowledge ?? []).every((flag) => hasAdventureKnowledge(state, flag))
  );
}

export function runInteraction(turn: AdventureTurn, interaction: AdventureInteraction): void {
  const { state } = turn;
  const room = state.currentRoom;
  if (!requirementsMet(state, interaction.requires)) {
    failTurn(turn, ADVENTURE_MESSAGES.cannotYet);
    return;
  }
  const key = `${room}::${interaction.id}`;
  const doneBefore = state.completedInteractions.includes(key);
  const revealed = interaction.revealExit;
  const hiddenBefore = revealed !== undefined && !isAdventureExitVisible(state, room, revealed, turn.world);
  const unlocked = interaction.unlockExit;
  const lockedBefore = unlocked !== undefined && isAdventureExitLocked(state, room, unlocked, turn.world);
  // Another way may already have done the work (the lever after the portraits, the tome after the words).
  const settled = doneBefore || (revealed !== undefined && !hiddenBefore) || (unlocked !== undefined && !lockedBefore);
  turn.output.push(settled && interaction.repeatText !== undefined ? interaction.repeatText : interaction.text);
  if (!doneBefore) state.completedInteractions.push(key);

  if (interaction.giveItem !== undefined && !doneBefore) {
    state.inventory.push(interaction.giveItem);
    turn.output.push(ADVENTURE_MESSAGES.itemAdded(interaction.giveItem));
    turn.events.push({ type: 'itemTaken', item: interaction.giveItem });
  }
  if (revealed !== undefined && hiddenBefore) {
    turn.output.push(ADVENTURE_MESSAGES.exitRevealed(revealed));
    turn.events.push({ type: 'exitRevealed', room, direction: revealed });
  }
  if (unlocked !== undefined) unlockInTurn(turn, unlocked);
  if (interaction.learn !== undefined) learnInTurn(turn, interaction.learn);
  if (interaction.ending === true) winInTurn(turn);
}

/** Spec 02 §4: the ending text plays, the overlay appears, and the run is saved as complete. */
export function winInTurn(turn: AdventureTurn): void {
  turn.state.status = 'victory';
  if (!turn.state.completedInteractions.includes(ADVENTURE_COMPLETE_MARKER)) {
    turn.state.completedInteractions.push(ADVENTURE_COMPLETE_MARKER);
  }
  turn.output.push(...ADVENTURE_ENDING_LINES);
  turn.events.push({ type: 'victory', rewardExp: ADVENTURE_COMPLETION_EXP });
}
