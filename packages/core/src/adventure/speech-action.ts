import { ADVENTURE_MESSAGES } from '../messages/adventure.js';
import { hasAdventureKnowledge, isAdventureExitLocked } from './adventure-state.js';
import { failTurn, learnInTurn, unlockInTurn, type AdventureTurn } from './adventure-turn.js';
import type { AdventureDirection, AdventureWorld } from './adventure-types.js';
import { normaliseAdventureWords } from './parse-command.js';

/** The phrase itself, or 'the password' once the player knows which phrase that is. */
export function isAdventurePassword(world: AdventureWorld, words: string): boolean {
  const spoken = normaliseAdventureWords(words).replace(/^(the|a) /, '');
  return spoken === normaliseAdventureWords(world.password) || spoken === 'password';
}

function passwordDoor(turn: AdventureTurn): AdventureDirection | undefined {
  const locks = turn.world.rooms[turn.state.currentRoom].lockedExits ?? {};
  return (Object.keys(locks) as AdventureDirection[]).find((direction) => locks[direction]?.needsPassword === true);
}

/** say/speak/recite: spoken words open a password door, and only with the knowledge behind them. */
export function sayInTurn(turn: AdventureTurn, words: string): void {
  if (words === '') {
    failTurn(turn, ADVENTURE_MESSAGES.whatToDo('say'));
    return;
  }
  const { state, world } = turn;
  const room = state.currentRoom;
  const door = passwordDoor(turn);
  const lock = door === undefined ? undefined : world.rooms[room].lockedExits?.[door];
  if (!isAdventurePassword(world, words)) {
    const waiting = door !== undefined && isAdventureExitLocked(state, room, door, world);
    if (waiting) failTurn(turn, ADVENTURE_MESSAGES.wrongWords(words));
    else turn.output.push(ADVENTURE_MESSAGES.wordsFade(words));
    return;
  }
  const knows = lock?.needsKnowledge === undefined || hasAdventureKnowledge(state, lock.needsKnowledge);
  if (door === undefined || lock === undefined || !knows) {
    failTurn(turn, ADVENTURE_MESSAGES.passwordWithoutMeaning);
    return;
  }
  if (!unlockInTurn(turn, door)) {
    turn.output.push(ADVENTURE_MESSAGES.doorAlreadyOpen);
    return;
  }
  turn.output.push(lock.unlockText);
  state.completedInteractions.push(`${room}::say password`);
  learnInTurn(turn, 'used_password');
}
