import { describe, expect, it } from 'vitest';
import { BUILT_IN_ARTIFACT_KINDS, BUILT_IN_INTERACTION_CONDITIONS } from './built-in-artifact-types.js';
import { BUILT_IN_ARTIFACTS, builtInArtifactById, builtInArtifactsOnMap } from './built-in-artifacts.js';
import { BUILT_IN_MAPS } from './built-in-maps.js';
import { interactionConditionsAt } from './interaction-conditions.js';
import { BUILT_IN_MAP_IDS, type BuiltInMapId } from './map-ids.js';
import { reachableCells } from './reachability.js';

/** Spec 01 §9 text limits. */
const LIMITS = { name: 50, description: 200, content: 1000, riddle: 100, unlockAnswer: 100 } as const;

describe('built-in artifacts', () => {
  it('keep their ids from release to release', () => {
    // Players' collected lists and server records point at these ids: changing one loses progress.
    expect(BUILT_IN_ARTIFACTS.map((artifact) => artifact.id)).toEqual([
      'overworld-travelers-journal',
      'overworld-rusty-key',
      'overworld-oak-chest',
      'overworld2-bards-quill',
      'overworld2-map-fragment-west',
      'overworld3-map-fragment-east',
      'overworld3-lantern-of-wit',
      'desert1-sun-compass',
      'desert1-sandstorm-scimitar',
      'desert2-nomads-flask',
      'desert2-essay-fragment',
      'desert3-storm-forecast',
      'desert3-obsidian-key',
      'dungeon1-iron-strongbox',
      'dungeon1-analytical-notes',
      'dungeon2-everburning-torch',
      'dungeon3-shadow-blade',
      'yosemite-ancient-tome',
      'yosemite-terminal-access-card',
      'yosemite-muir-field-journal',
      'hemingway-old-typewriter',
      'hemingway-matadors-sword',
    ]);
  });

  it('have unique ids', () => {
    const ids = BUILT_IN_ARTIFACTS.map((artifact) => artifact.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(BUILT_IN_ARTIFACTS.map((artifact) => [artifact.id, artifact] as const))(
    '%s respects the limits and is well formed',
    (_id, artifact) => {
      expect(artifact.exp).toBeGreaterThanOrEqual(15);
      expect(artifact.exp).toBeLessThanOrEqual(40);
      expect(BUILT_IN_ARTIFACT_KINDS).toContain(artifact.type);
      for (const field of ['name', 'description', 'content', 'riddle', 'unlockAnswer'] as const) {
        expect((artifact[field] ?? '').length, field).toBeLessThanOrEqual(LIMITS[field]);
      }
      expect(artifact.name.length).toBeGreaterThan(0);
      expect(artifact.riddle === undefined).toBe(artifact.unlockAnswer === undefined);
      expect(artifact.visible).toBe(true);
      for (const property of artifact.userModifiable.properties) expect(artifact.properties).toHaveProperty(property);
      for (const interaction of artifact.interactions) {
        if (interaction.targetArtifact) expect(builtInArtifactById(interaction.targetArtifact)).not.toBeNull();
        if (interaction.type !== 'reveal') expect(interaction.targetArtifact).toBeDefined();
      }
    },
  );

  it('place one to three on every main map and none on the mini-game rooms', () => {
    const main: BuiltInMapId[] = ['overworld', 'overworld2', 'overworld3', 'desert1', 'desert2', 'desert3'];
    main.push('dungeon1', 'dungeon2', 'dungeon3', 'yosemite', 'hemingway');
    for (const mapId of main) {
      expect(builtInArtifactsOnMap(mapId).length, mapId).toBeGreaterThanOrEqual(1);
      expect(builtInArtifactsOnMap(mapId).length, mapId).toBeLessThanOrEqual(3);
    }
    for (const mapId of ['text_adventure', 'terminal3', 'level4_shooter'] as const) {
      expect(builtInArtifactsOnMap(mapId)).toEqual([]);
    }
  });

  it('use every kind', () => {
    expect(new Set(BUILT_IN_ARTIFACTS.map((artifact) => artifact.type))).toEqual(new Set(BUILT_IN_ARTIFACT_KINDS));
  });

  it('point one artifact to the text adventure and one to the terminal', () => {
    expect(builtInArtifactById('yosemite-ancient-tome')?.portalType).toBe('textAdventure');
    expect(builtInArtifactById('yosemite-terminal-access-card')?.portalType).toBe('terminal');
  });

  it('only ask for conditions a player can meet somewhere on the maps', () => {
    const reachable = new Set<string>();
    for (const mapId of BUILT_IN_MAP_IDS) {
      const mask = reachableCells(BUILT_IN_MAPS[mapId].data, { x: 4, y: 4 });
      mask.forEach((row, y) =>
        row.forEach((ok, x) => {
          if (ok) interactionConditionsAt(mapId, { x, y }).forEach((condition) => reachable.add(condition));
        }),
      );
    }
    expect([...reachable].sort()).toEqual([...BUILT_IN_INTERACTION_CONDITIONS].sort());
  });
});

describe('interactionConditionsAt', () => {
  it.each<[BuiltInMapId, number, number, string[]]>([
    ['yosemite', 19, 13, ['nearBook']], // the tome, two tiles from the book portal
    ['yosemite', 19, 3, ['nearTerminal']], // the access card beside the terminal portal
    ['yosemite', 21, 9, ['nearBattle']], // beside the shooter portal
    ['yosemite', 14, 2, ['nearWater']], // at the foot of the falls
    ['hemingway', 11, 8, ['nearBattle']],
    ['overworld', 4, 4, []],
  ])('%s (%i,%i): %j', (mapId, x, y, conditions) => {
    expect(interactionConditionsAt(mapId, { x, y })).toEqual(conditions);
  });
});
