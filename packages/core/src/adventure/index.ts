// The text adventure 'The Writer's Journey': world data, its validator, and the command runner.
export * from './adventure-constants.js';
export * from './adventure-types.js';
export { ADVENTURE_WORLD } from './adventure-world.js';
export { validateAdventureWorld } from './validate-world.js';
export {
  createAdventure,
  restartAdventure,
  describeAdventureRoom,
  hasAdventureKnowledge,
  isAdventureExitLocked,
  isAdventureExitVisible,
  visibleAdventureExits,
  resolveAdventureItem,
} from './adventure-state.js';
export { applyAdventureCommand, adventureEventsNeedSave } from './apply-command.js';
export {
  parseAdventureCommand,
  normaliseAdventureInput,
  type AdventureVerb,
  type ParsedAdventureCommand,
} from './parse-command.js';
export {
  textAdventureProgressSchema,
  toAdventureProgress,
  fromAdventureProgress,
  type TextAdventureProgress,
} from './adventure-progress.js';
export { ADVENTURE_WINNING_COMMANDS } from './adventure-walkthrough.js';
