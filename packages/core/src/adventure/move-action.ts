import { ADVENTURE_MESSAGES } from '../messages/adventure.js';
import {
  describeAdventureRoom,
  isAdventureDirection,
  isAdventureExitLocked,
  isAdventureExitVisible,
} from './adventure-state.js';
import { failTurn, unlockInTurn, type AdventureTurn } from './adventure-turn.js';

/**
 * go/move/walk/head and the bare directions. A door that needs an item opens on its own when the
 * player carries it; a door that needs words stays shut until they are spoken (or the tome is used).
 */
export function moveInTurn(turn: AdventureTurn, direction: string | null): void {
  if (direction === null) {
    failTurn(turn, ADVENTURE_MESSAGES.goWhere);
    return;
  }
  const { state, world } = turn;
  const from = state.currentRoom;
  if (!isAdventureDirection(direction) || !isAdventureExitVisible(state, from, direction, world)) {
    failTurn(turn, ADVENTURE_MESSAGES.badDirection(direction));
    return;
  }
  const room = world.rooms[from];
  const lock = room.lockedExits?.[direction];
  if (lock !== undefined && isAdventureExitLocked(state, from, direction, world)) {
    if (lock.needsItem === undefined || !state.inventory.includes(lock.needsItem)) {
      failTurn(turn, lock.message);
      return;
    }
    unlockInTurn(turn, direction);
    turn.output.push(lock.unlockText);
  }
  const to = room.exits[direction];
  if (to === undefined) return;
  state.currentRoom = to;
  turn.output.push(ADVENTURE_MESSAGES.moved(direction), ...describeAdventureRoom(state, world));
  turn.events.push({ type: 'roomChanged', from, to });
}
