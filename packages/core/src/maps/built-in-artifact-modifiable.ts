import type { BuiltInArtifactProperty, BuiltInArtifactUserModifiable } from './built-in-artifact-types.js';

type ModifiableText = 'description' | 'content' | 'riddle' | 'unlockAnswer';

/** Spells out a userModifiable record from the texts and properties a player may change. */
export function builtInModifiable(
  texts: readonly ModifiableText[],
  properties: readonly BuiltInArtifactProperty[] = [],
): BuiltInArtifactUserModifiable {
  return {
    description: texts.includes('description'),
    content: texts.includes('content'),
    riddle: texts.includes('riddle'),
    unlockAnswer: texts.includes('unlockAnswer'),
    properties: [...properties],
  };
}
