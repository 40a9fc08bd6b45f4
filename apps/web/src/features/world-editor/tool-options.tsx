import { useId, useState, type FormEvent } from 'react';
import { NPC_CATALOGUE_IDS, WORLD_DOC_LIMITS, worldDocMapSize, type NpcId, type WorldDoc } from '@authentic/core';
import { describeCell, type EditorStore, type EditorTool } from './model';
import { toolPiece } from './tools';
import { npcName } from './model/edits';
import { EDITOR_TEXTS as T } from './editor-texts';
import { docOf, shownMap, useEditor } from './use-editor';
import { NpcLookForm, type LookDrawer } from './npc-look';
import { BookOptions, NpcStoryForm } from './story-fields';

type PortalTool = Extract<EditorTool, { kind: 'portal' }>;

/** Where a portal into a map lands by default: the spawn when it is on that map, else the map's middle. */
function arrivalIn(doc: WorldDoc, mapId: string): { mapId: string; x: number; y: number } {
  if (doc.spawn.mapId === mapId) return { mapId, x: doc.spawn.x, y: doc.spawn.y };
  const map = doc.maps.find((candidate) => candidate.id === mapId)!;
  const { width, height } = worldDocMapSize(map);
  return { mapId, x: Math.floor(width / 2), y: Math.floor(height / 2) };
}

/** The portal tool's target: the way back to the Main World or a cell on one of this world's maps. */
function PortalOptions({ store, tool, doc }: { store: EditorStore; tool: PortalTool; doc: WorldDoc }) {
  const id = useId();
  const to = tool.to;
  const set = (next: PortalTool['to']) => store.dispatch({ type: 'setTool', tool: { kind: 'portal', to: next } });
  const target = to === 'exit' ? null : doc.maps.find((map) => map.id === to.mapId);
  const size = target ? worldDocMapSize(target) : null;
  const coordinate = (axis: 'x' | 'y', value: string) => {
    if (to === 'exit' || !size) return;
    const limit = (axis === 'x' ? size.width : size.height) - 1;
    const n = Math.min(limit, Math.max(0, Math.round(Number(value) || 0)));
    set({ ...to, [axis]: n });
  };
  return (
    <div className="editor-option-fields">
      <div className="field">
        <label htmlFor={`${id}-to`}>{T.portalTarget}</label>
        <select
          id={`${id}-to`}
          value={to === 'exit' ? 'exit' : to.mapId}
          onChange={(event) => set(event.target.value === 'exit' ? 'exit' : arrivalIn(doc, event.target.value))}
        >
          <option value="exit">{T.portalExit}</option>
          {doc.maps.map((map) => (
            <option key={map.id} value={map.id}>
              {T.portalMap(map.name)}
            </option>
          ))}
        </select>
      </div>
      {to !== 'exit' && size && (
        <>
          <div className="field field-small">
            <label htmlFor={`${id}-x`}>{T.arriveX}</label>
            <input
              id={`${id}-x`}
              type="number"
              min={0}
              max={size.width - 1}
              value={to.x}
              onChange={(event) => coordinate('x', event.target.value)}
            />
          </div>
          <div className="field field-small">
            <label htmlFor={`${id}-y`}>{T.arriveY}</label>
            <input
              id={`${id}-y`}
              type="number"
              min={0}
              max={size.height - 1}
              value={to.y}
              onChange={(event) => coordinate('y', event.target.value)}
            />
          </div>
        </>
      )}
    </div>
  );
}

/** What the chosen tool needs besides a cell: a portal's target, an NPC's character, a book's title and knot. */
export function ToolOptions({ store, knots = [] }: { store: EditorStore; knots?: readonly string[] }) {
  const { state } = useEditor(store);
  const id = useId();
  const tool = state.tool;
  if (tool.kind !== 'portal' && tool.kind !== 'npc' && tool.kind !== 'artifactSpot' && tool.kind !== 'book')
    return null;
  return (
    <section className="panel editor-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{T.toolOptionsOf(toolPiece(tool.kind).label)}</h2>
      {tool.kind === 'book' ? (
        <BookOptions store={store} tool={tool} knots={knots} />
      ) : tool.kind === 'artifactSpot' ? (
        <p className="field-hint">{T.artifactSpotHint(WORLD_DOC_LIMITS.artifactSpotsPerMap)}</p>
      ) : tool.kind === 'portal' ? (
        <PortalOptions store={store} tool={tool} doc={docOf(state)} />
      ) : (
        <div className="field">
          <label htmlFor={`${id}-npc`}>{T.npcChoice}</label>
          <select
            id={`${id}-npc`}
            value={tool.npcId}
            onChange={(event) =>
              store.dispatch({ type: 'setTool', tool: { kind: 'npc', npcId: event.target.value as NpcId } })
            }
          >
            {NPC_CATALOGUE_IDS.map((npcId) => (
              <option key={npcId} value={npcId}>
                {npcName(npcId)}
              </option>
            ))}
          </select>
        </div>
      )}
    </section>
  );
}

type Patrol = { startX: number; startY: number; width: number; height: number };

/** The patrol area of the character at the cursor, as four numbers. */
function PatrolForm({
  store,
  mapId,
  npcIndex,
  name,
  patrol,
  fallback,
}: {
  store: EditorStore;
  mapId: string;
  npcIndex: number;
  name: string;
  patrol: Patrol | undefined;
  fallback: Patrol;
}) {
  const id = useId();
  const [fields, setFields] = useState<Patrol>(patrol ?? fallback);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    store.dispatch({ type: 'setPatrol', mapId, npcIndex, patrol: fields });
  };
  const field = (key: keyof Patrol, label: string) => (
    <div className="field field-small">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type="number"
        min={key === 'width' || key === 'height' ? 1 : 0}
        value={fields[key]}
        onChange={(event) => setFields({ ...fields, [key]: Math.max(0, Math.round(Number(event.target.value) || 0)) })}
      />
    </div>
  );
  return (
    <form onSubmit={submit}>
      <fieldset className="editor-patrol">
        <legend>{T.patrol(name)}</legend>
        <p className="field-hint">{T.patrolHint}</p>
        <div className="editor-option-fields">
          {field('startX', T.patrolLeft)}
          {field('startY', T.patrolTop)}
          {field('width', T.patrolWidth)}
          {field('height', T.patrolHeight)}
        </div>
        <div className="button-row">
          <button type="submit" className="button">
            {T.setPatrol}
          </button>
          <button
            type="button"
            className="button"
            disabled={!patrol}
            onClick={() => store.dispatch({ type: 'setPatrol', mapId, npcIndex, patrol: null })}
          >
            {T.clearPatrol}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/** The cell under the cursor, and the patrol, name, knot and look of a character standing there. */
export function CursorPanel({
  store,
  knots = [],
  Drawer,
}: {
  store: EditorStore;
  knots?: readonly string[];
  /** The pixel editor for a character's own look, when the page was given one. */
  Drawer?: LookDrawer;
}) {
  const { state } = useEditor(store);
  const id = useId();
  const map = shownMap(state);
  const { x, y } = state.cursor;
  const npcIndex = map.npcs.findIndex((npc) => npc.x === x && npc.y === y);
  const npc = npcIndex >= 0 ? map.npcs[npcIndex] : undefined;
  return (
    <section className="panel editor-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{T.atCursor}</h2>
      <p className="editor-cursor-text">{describeCell(docOf(state), map.id, state.cursor)}</p>
      {npc && (
        // A new form for each character and each saved patrol, so the fields show what is saved.
        <PatrolForm
          key={`${map.id}:${npcIndex}:${JSON.stringify(npc.patrol ?? null)}`}
          store={store}
          mapId={map.id}
          npcIndex={npcIndex}
          name={npcName(npc.npcId)}
          patrol={npc.patrol}
          fallback={{ startX: x, startY: y, width: 1, height: 1 }}
        />
      )}
      {npc && (
        <NpcStoryForm
          key={`${map.id}:${npcIndex}:${npc.name ?? ''}:${npc.knot ?? ''}`}
          store={store}
          mapId={map.id}
          npcIndex={npcIndex}
          npc={npc}
          knots={knots}
        />
      )}
      {npc && (
        <NpcLookForm
          key={`${map.id}:${npcIndex}`}
          store={store}
          mapId={map.id}
          npcIndex={npcIndex}
          npc={npc}
          Drawer={Drawer}
        />
      )}
    </section>
  );
}
