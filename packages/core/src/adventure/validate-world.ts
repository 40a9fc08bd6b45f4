import {
  ADVENTURE_DIRECTIONS,
  ADVENTURE_ITEM_IDS,
  ADVENTURE_KNOWLEDGE_FLAGS,
  ADVENTURE_ROOM_IDS,
  type AdventureRoom,
  type AdventureWorld,
} from './adventure-types.js';
import { ADVENTURE_VERBS, normaliseAdventureObject } from './parse-command.js';

const isRoom = (id: unknown): boolean => (ADVENTURE_ROOM_IDS as readonly unknown[]).includes(id);
const isItem = (id: unknown): boolean => (ADVENTURE_ITEM_IDS as readonly unknown[]).includes(id);
const isFlag = (id: unknown): boolean => (ADVENTURE_KNOWLEDGE_FLAGS as readonly unknown[]).includes(id);
const isDirection = (id: unknown): boolean => (ADVENTURE_DIRECTIONS as readonly unknown[]).includes(id);

/** A command the parser can produce: a known verb, then an object spelled the way the parser spells it. */
function isReachableCommand(command: string): boolean {
  const verb = ADVENTURE_VERBS.find((candidate) => command.startsWith(`${candidate} `));
  if (verb === undefined) return false;
  const object = command.slice(verb.length + 1);
  if (verb === 'use' && object.includes(' on ')) {
    return object.split(' on ').every((part) => part !== '' && normaliseAdventureObject(part) === part);
  }
  return normaliseAdventureObject(object) === object;
}

function roomProblems(world: AdventureWorld, id: string, room: AdventureRoom): string[] {
  const problems: string[] = [];
  const interactionKeys = new Set(
    ADVENTURE_ROOM_IDS.flatMap((roomId) => world.rooms[roomId]?.interactions.map((i) => `${roomId}::${i.id}`) ?? []),
  );
  for (const [direction, target] of Object.entries(room.exits)) {
    if (!isDirection(direction)) problems.push(`${id}: unknown direction '${direction}'`);
    if (!isRoom(target)) problems.push(`${id}: exit ${direction} leads to unknown room '${String(target)}'`);
  }
  for (const [direction, lock] of Object.entries(room.lockedExits ?? {})) {
    if (!(direction in room.exits)) problems.push(`${id}: locked exit ${direction} is not an exit`);
    if (lock === undefined) continue;
    if (lock.needsItem === undefined && lock.needsKnowledge === undefined) {
      problems.push(`${id}: locked exit ${direction} names no item or knowledge`);
    }
    if (lock.needsItem !== undefined && !isItem(lock.needsItem)) {
      problems.push(`${id}: locked exit ${direction} needs unknown item '${lock.needsItem}'`);
    }
    if (lock.needsKnowledge !== undefined && !isFlag(lock.needsKnowledge)) {
      problems.push(`${id}: locked exit ${direction} needs unknown knowledge '${lock.needsKnowledge}'`);
    }
  }
  for (const direction of room.hiddenExits ?? []) {
    if (!room.interactions.some((interaction) => interaction.revealExit === direction)) {
      problems.push(`${id}: hidden exit ${direction} is never revealed`);
    }
  }
  for (const item of room.items) if (!isItem(item)) problems.push(`${id}: unknown item '${item}'`);
  const seen = new Set<string>();
  for (const interaction of room.interactions) {
    const where = `${id}: interaction '${interaction.id}'`;
    for (const command of interaction.matches) {
      if (seen.has(command)) problems.push(`${where}: command '${command}' is used twice`);
      seen.add(command);
      if (!isReachableCommand(command)) problems.push(`${where}: the parser never produces '${command}'`);
    }
    for (const item of [interaction.giveItem, ...(interaction.requires?.items ?? [])]) {
      if (item !== undefined && !isItem(item)) problems.push(`${where}: unknown item '${item}'`);
    }
    for (const flag of [interaction.learn, ...(interaction.requires?.knowledge ?? [])]) {
      if (flag !== undefined && !isFlag(flag)) problems.push(`${where}: unknown knowledge '${flag}'`);
    }
    for (const done of interaction.requires?.done ?? []) {
      if (!interactionKeys.has(done)) problems.push(`${where}: requires unknown interaction '${done}'`);
    }
    if (interaction.revealExit !== undefined && !room.hiddenExits?.includes(interaction.revealExit)) {
      problems.push(`${where}: reveals ${interaction.revealExit}, which is not a hidden exit`);
    }
    if (interaction.unlockExit !== undefined && room.lockedExits?.[interaction.unlockExit] === undefined) {
      problems.push(`${where}: unlocks ${interaction.unlockExit}, which is not a locked exit`);
    }
  }
  problems.push(...sceneryProblems(id, room));
  return problems;
}

/** Scenery answers 'examine': names the parser can produce, each once, and none an interaction always takes. */
function sceneryProblems(id: string, room: AdventureRoom): string[] {
  const problems: string[] = [];
  const named = new Set<string>();
  for (const scenery of room.scenery ?? []) {
    if (scenery.text.trim() === '') problems.push(`${id}: scenery '${scenery.names.join('/')}' has no text`);
    for (const name of scenery.names) {
      if (named.has(name)) problems.push(`${id}: scenery name '${name}' is used twice`);
      named.add(name);
      if (name === '' || normaliseAdventureObject(name) !== name) {
        problems.push(`${id}: the parser never produces the scenery name '${name}'`);
      }
      const taken = room.interactions.find((i) => i.requires === undefined && i.matches.includes(`examine ${name}`));
      if (taken) problems.push(`${id}: scenery '${name}' is never seen: interaction '${taken.id}' answers it`);
    }
  }
  return problems;
}

function reachableRooms(world: AdventureWorld): Set<string> {
  const reached = new Set<string>([world.startRoom]);
  const queue: string[] = [world.startRoom];
  for (let room = queue.shift(); room !== undefined; room = queue.shift()) {
    const data = (world.rooms as Record<string, AdventureRoom | undefined>)[room];
    for (const target of Object.values(data?.exits ?? {})) {
      if (target !== undefined && !reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
  return reached;
}

/**
 * Checks world data at load (STYLE.md habit 5): exits lead to rooms, locks name items or knowledge,
 * everything referenced exists, every room is reachable, every item and flag can be obtained and
 * the game can end. Returns the problems found; an empty list means the world is sound.
 */
export function validateAdventureWorld(world: AdventureWorld): string[] {
  const problems: string[] = [];
  if (!isRoom(world.startRoom)) problems.push(`unknown start room '${world.startRoom}'`);
  if (normaliseAdventureObject(world.password) === '') problems.push('the password is empty');
  for (const id of ADVENTURE_ROOM_IDS) {
    const room = (world.rooms as Record<string, AdventureRoom | undefined>)[id];
    if (room === undefined) problems.push(`room '${id}' is missing`);
    else problems.push(...roomProblems(world, id, room));
  }
  for (const id of Object.keys(world.rooms)) if (!isRoom(id)) problems.push(`unknown room '${id}'`);
  const reached = reachableRooms(world);
  for (const id of ADVENTURE_ROOM_IDS) if (!reached.has(id)) problems.push(`room '${id}' cannot be reached`);

  const rooms = Object.values(world.rooms) as AdventureRoom[];
  const interactions = rooms.flatMap((room) => room.interactions);
  for (const id of ADVENTURE_ITEM_IDS) {
    const item = (world.items as Record<string, unknown>)[id];
    if (item === undefined) problems.push(`item '${id}' has no data`);
    const placed = rooms.some((room) => room.items.includes(id));
    if (!placed && !interactions.some((interaction) => interaction.giveItem === id)) {
      problems.push(`item '${id}' can never be found`);
    }
  }
  const learnable = new Set<string>([
    ...interactions.flatMap((interaction) => (interaction.learn === undefined ? [] : [interaction.learn])),
    ...Object.values(world.items).flatMap((item) => (item.readLearns === undefined ? [] : [item.readLearns])),
    ...rooms.flatMap((room) =>
      Object.values(room.lockedExits ?? {}).some((l) => l?.needsPassword) ? ['used_password'] : [],
    ),
  ]);
  for (const flag of ADVENTURE_KNOWLEDGE_FLAGS) {
    if (!learnable.has(flag)) problems.push(`knowledge '${flag}' can never be learnt`);
  }
  if (!interactions.some((interaction) => interaction.ending === true)) problems.push('nothing ends the game');
  return problems;
}
