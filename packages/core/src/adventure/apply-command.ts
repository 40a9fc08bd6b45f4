import { ADVENTURE_HELP_LINES, ADVENTURE_MESSAGES } from '../messages/adventure.js';
import { ADVENTURE_HISTORY_LIMIT, ADVENTURE_QUIT_DELAY_MS } from './adventure-constants.js';
import { createAdventure, describeAdventureRoom } from './adventure-state.js';
import { failTurn, startAdventureTurn, type AdventureTurn } from './adventure-turn.js';
import type { AdventureEvent, AdventureResult, AdventureState, AdventureWorld } from './adventure-types.js';
import { ADVENTURE_WORLD } from './adventure-world.js';
import { actInTurn, useOnInTurn } from './item-actions.js';
import { moveInTurn } from './move-action.js';
import { parseAdventureCommand, type ParsedAdventureCommand } from './parse-command.js';
import { isAdventurePassword, sayInTurn } from './speech-action.js';

function dispatch(turn: AdventureTurn, command: ParsedAdventureCommand): void {
  switch (command.kind) {
    case 'help':
      turn.output.push(...ADVENTURE_HELP_LINES);
      return;
    case 'look':
      turn.output.push(...describeAdventureRoom(turn.state, turn.world));
      return;
    case 'inventory':
      turn.output.push(
        turn.state.inventory.length === 0
          ? ADVENTURE_MESSAGES.inventoryEmpty
          : ADVENTURE_MESSAGES.inventory(turn.state.inventory),
      );
      return;
    case 'quit':
      turn.output.push(ADVENTURE_MESSAGES.quitting);
      turn.events.push({ type: 'quit', delayMs: ADVENTURE_QUIT_DELAY_MS });
      return;
    case 'go':
      moveInTurn(turn, command.direction);
      return;
    case 'act':
      actInTurn(turn, command.verb, command.object);
      return;
    case 'useOn':
      useOnInTurn(turn, command.item, command.target);
      return;
    case 'say':
      sayInTurn(turn, command.words);
      return;
    case 'unknown':
      // Spec 02 §5: the password phrase may be spoken bare.
      if (isAdventurePassword(turn.world, command.text)) sayInTurn(turn, command.text);
      else failTurn(turn, ADVENTURE_MESSAGES.unknownCommand);
      return;
    case 'empty':
    case 'restart':
      return;
  }
}

/**
 * Applies one typed command: (state, text) -> (state, output lines, events). The input state is
 * never changed. Empty input is ignored; after victory or game over only restart and quit act.
 */
export function applyAdventureCommand(
  state: AdventureState,
  text: string,
  world: AdventureWorld = ADVENTURE_WORLD,
): AdventureResult {
  const command = parseAdventureCommand(text);
  if (command.kind === 'empty') return { state, output: [], events: [] };
  if (command.kind === 'restart') {
    const fresh = createAdventure(world);
    const events: AdventureEvent[] = [{ type: 'restarted' }];
    return { state: fresh, output: [ADVENTURE_MESSAGES.restarted, ...fresh.history.map((e) => e.text)], events };
  }
  if (state.status !== 'playing' && command.kind !== 'quit') {
    const message =
      state.status === 'victory' ? ADVENTURE_MESSAGES.finishedVictory : ADVENTURE_MESSAGES.finishedGameOver;
    return { state, output: [message], events: [] };
  }

  const turn = startAdventureTurn(state, world);
  dispatch(turn, command);
  const history = [
    ...turn.state.history,
    { kind: 'command' as const, text: `> ${text.trim()}` },
    ...turn.output.map((line) => ({ kind: 'text' as const, text: line })),
  ];
  turn.state.history = history.slice(-ADVENTURE_HISTORY_LIMIT);
  return { state: turn.state, output: turn.output, events: turn.events };
}

/** The UI saves 2 s after a room or inventory change (spec 02 §4). */
export function adventureEventsNeedSave(events: readonly AdventureEvent[]): boolean {
  return events.some(
    (event) =>
      event.type === 'roomChanged' ||
      event.type === 'itemTaken' ||
      event.type === 'itemDropped' ||
      event.type === 'victory',
  );
}
