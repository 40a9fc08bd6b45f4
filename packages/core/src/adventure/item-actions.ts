import { ADVENTURE_MESSAGES } from '../messages/adventure.js';
import { describeAdventureRoom, resolveAdventureItem } from './adventure-state.js';
import { failTurn, learnInTurn, requirementsMet, runInteraction, type AdventureTurn } from './adventure-turn.js';
import type { AdventureInteraction, AdventureItemId, AdventureScenery } from './adventure-types.js';
import { normaliseAdventureObject, type AdventureVerb } from './parse-command.js';

const SURROUNDINGS = ['room', 'around', 'surroundings'];

/** A typed name, and the same name spelled as the data spells the item it means. */
function spellings(turn: AdventureTurn, name: string): string[] {
  const item = resolveAdventureItem(turn.world, name);
  const canonical = item === null ? name : normaliseAdventureObject(item);
  return canonical === name ? [name] : [name, canonical];
}

function findInteraction(turn: AdventureTurn, commands: readonly string[]): AdventureInteraction | undefined {
  const room = turn.world.rooms[turn.state.currentRoom];
  return room.interactions.find((interaction) => commands.some((command) => interaction.matches.includes(command)));
}

function findScenery(turn: AdventureTurn, names: readonly string[]): AdventureScenery | undefined {
  const room = turn.world.rooms[turn.state.currentRoom];
  return room.scenery?.find((scenery) => names.some((name) => scenery.names.includes(name)));
}

function isHere(turn: AdventureTurn, item: AdventureItemId): boolean {
  return turn.state.roomItems[turn.state.currentRoom].includes(item);
}

function isHeld(turn: AdventureTurn, item: AdventureItemId): boolean {
  return turn.state.inventory.includes(item);
}

/** examine, take, drop, read, use, talk to, pull, push, open and write, each with an object. */
export function actInTurn(turn: AdventureTurn, verb: AdventureVerb, object: string): void {
  if (object === '') {
    failTurn(turn, verb === 'talk to' ? ADVENTURE_MESSAGES.talkToWhom : ADVENTURE_MESSAGES.whatToDo(verb));
    return;
  }
  if (verb === 'examine' && SURROUNDINGS.includes(object)) {
    turn.output.push(...describeAdventureRoom(turn.state, turn.world));
    return;
  }
  const names = spellings(turn, object);
  const interaction = findInteraction(
    turn,
    names.map((name) => `${verb} ${name}`),
  );
  // Looking needs nothing: where an interaction would need more (a light to read the walls by),
  // examining what the room describes still describes it.
  const scenery = verb === 'examine' ? findScenery(turn, names) : undefined;
  if (interaction && (scenery === undefined || requirementsMet(turn.state, interaction.requires))) {
    runInteraction(turn, interaction);
    return;
  }
  const item = resolveAdventureItem(turn.world, object);
  const atHand = item !== null && (isHere(turn, item) || isHeld(turn, item));
  switch (verb) {
    case 'examine':
      if (item !== null && atHand) turn.output.push(turn.world.items[item].description);
      else if (scenery !== undefined) turn.output.push(scenery.text);
      else failTurn(turn, ADVENTURE_MESSAGES.notHere(object));
      return;
    case 'take':
      takeItem(turn, item, object);
      return;
    case 'drop':
      dropItem(turn, item, object);
      return;
    case 'read':
      if (item !== null && atHand) readItem(turn, item);
      else failTurn(turn, ADVENTURE_MESSAGES.notHere(object));
      return;
    case 'use':
      useItem(turn, item, object);
      return;
    case 'talk to':
      failTurn(turn, ADVENTURE_MESSAGES.noOneToTalkTo(object));
      return;
    default:
      failTurn(turn, ADVENTURE_MESSAGES.nothingHappens(verb, object));
  }
}

/** 'use X on Y': only the room's interactions know what an item does to a thing. */
export function useOnInTurn(turn: AdventureTurn, itemName: string, target: string): void {
  const commands = spellings(turn, itemName).flatMap((item) =>
    spellings(turn, target).map((thing) => `use ${item} on ${thing}`),
  );
  const interaction = findInteraction(turn, commands);
  if (interaction) {
    runInteraction(turn, interaction);
    return;
  }
  const item = resolveAdventureItem(turn.world, itemName);
  if (item === null || !isHeld(turn, item)) failTurn(turn, ADVENTURE_MESSAGES.notCarrying(itemName));
  else failTurn(turn, ADVENTURE_MESSAGES.noUseOn(item, target));
}

function takeItem(turn: AdventureTurn, item: AdventureItemId | null, object: string): void {
  if (item !== null && isHeld(turn, item)) {
    failTurn(turn, ADVENTURE_MESSAGES.alreadyCarrying(item));
    return;
  }
  if (item === null || !isHere(turn, item)) {
    failTurn(turn, ADVENTURE_MESSAGES.notHere(object));
    return;
  }
  const data = turn.world.items[item];
  if (!data.portable) {
    failTurn(turn, data.fixedText ?? ADVENTURE_MESSAGES.cannotYet);
    return;
  }
  const room = turn.state.currentRoom;
  turn.state.roomItems[room] = turn.state.roomItems[room].filter((here) => here !== item);
  turn.state.inventory.push(item);
  turn.output.push(data.takeText);
  turn.events.push({ type: 'itemTaken', item });
}

function dropItem(turn: AdventureTurn, item: AdventureItemId | null, object: string): void {
  if (item === null || !isHeld(turn, item)) {
    failTurn(turn, ADVENTURE_MESSAGES.notCarrying(object));
    return;
  }
  turn.state.inventory = turn.state.inventory.filter((held) => held !== item);
  turn.state.roomItems[turn.state.currentRoom].push(item);
  turn.output.push(ADVENTURE_MESSAGES.dropped(item));
  turn.events.push({ type: 'itemDropped', item });
}

function readItem(turn: AdventureTurn, item: AdventureItemId): void {
  const data = turn.world.items[item];
  if (data.readText === undefined) {
    failTurn(turn, ADVENTURE_MESSAGES.nothingToRead(item));
    return;
  }
  // A letter has to be in hand before it can be opened: an unmet prerequisite (spec 02 §5).
  if (data.readNeedsHeld === true && !isHeld(turn, item)) {
    failTurn(turn, ADVENTURE_MESSAGES.cannotYet);
    return;
  }
  turn.output.push(data.readText);
  if (data.readLearns !== undefined) learnInTurn(turn, data.readLearns);
}

function useItem(turn: AdventureTurn, item: AdventureItemId | null, object: string): void {
  if (item === null || (!isHeld(turn, item) && !isHere(turn, item))) {
    failTurn(turn, ADVENTURE_MESSAGES.notHere(object));
    return;
  }
  // An item lying in the room has to be picked up before it can be used.
  if (!isHeld(turn, item)) {
    failTurn(turn, ADVENTURE_MESSAGES.cannotYet);
    return;
  }
  const useText = turn.world.items[item].useText;
  if (useText === undefined) failTurn(turn, ADVENTURE_MESSAGES.noUse(item));
  else turn.output.push(useText);
}
