import { useId, useState, type ComponentType } from 'react';
import {
  decodeNpcAvatar,
  encodeNpcAvatar,
  NPC_CATALOGUE,
  NPC_CATALOGUE_IDS,
  type NpcAvatarPixel,
  type NpcAvatarSize,
  type NpcId,
  type WorldDocNpc,
} from '@authentic/core';
import { CharacterPortrait } from '../../ui/character-portrait';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import type { EditorStore } from './model';
import { npcName } from './model/edits';
import type { NpcLook } from './model/story-edits';
import { STORY_TEXTS as T } from './story/story-texts';

/** A drawing as the pixel editor keeps it: a square of '#rrggbb' or null, row by row. */
export interface LookDrawing {
  size: NpcAvatarSize;
  pixels: readonly NpcAvatarPixel[];
}

/** The drawing tool the page is given (app/ passes the profile's pixel editor in): it hands back the drawing. */
export interface LookDrawerProps {
  initial: LookDrawing | null;
  saveLabel: string;
  onSave: (drawing: LookDrawing) => void;
}
export type LookDrawer = ComponentType<LookDrawerProps>;

/**
 * A placed character's look (decision 0299): which of our figures it is, and a look drawn for it in
 * the pixel editor, worn instead of the figure's. A change is made at once, as one undo step.
 */
export function NpcLookForm({
  store,
  mapId,
  npcIndex,
  npc,
  Drawer,
}: {
  store: EditorStore;
  mapId: string;
  npcIndex: number;
  npc: WorldDocNpc;
  Drawer?: LookDrawer;
}) {
  const id = useId();
  const [drawing, setDrawing] = useState(false);
  const [tooManyColours, setTooManyColours] = useState(false);
  const name = npc.name ?? npcName(npc.npcId);
  const set = (look: Partial<NpcLook>) =>
    store.dispatch({
      type: 'setNpcLook',
      mapId,
      npcIndex,
      look: { npcId: npc.npcId, avatar: npc.avatar ?? null, ...look },
    });
  const save = (drawn: LookDrawing) => {
    const avatar = encodeNpcAvatar(drawn.size, drawn.pixels);
    setTooManyColours(avatar === null);
    if (!avatar) return;
    set({ avatar });
    setDrawing(false);
  };
  const close = () => {
    setDrawing(false);
    setTooManyColours(false);
  };
  return (
    <fieldset className="editor-patrol editor-look">
      <legend>{T.npcLook(name)}</legend>
      <div className="editor-look-row">
        <CharacterPortrait
          npc={{ ...NPC_CATALOGUE[npc.npcId], ...(npc.avatar && { avatar: npc.avatar }) }}
          label={T.lookPortrait(name, npc.avatar !== undefined)}
          className="editor-look-portrait"
        />
        <div className="field">
          <label htmlFor={`${id}-figure`}>{T.npcFigure}</label>
          <select
            id={`${id}-figure`}
            value={npc.npcId}
            aria-describedby={`${id}-figure-hint`}
            onChange={(event) => set({ npcId: event.target.value as NpcId })}
          >
            {NPC_CATALOGUE_IDS.map((figure) => (
              <option key={figure} value={figure}>
                {npcName(figure)}
              </option>
            ))}
          </select>
          <p id={`${id}-figure-hint`} className="field-hint">
            {npc.knot ? T.npcFigureHintWithKnot : T.npcFigureHint}
          </p>
        </div>
      </div>
      <div className="button-row">
        {Drawer && (
          <button type="button" className="button" onClick={() => setDrawing(true)}>
            {npc.avatar ? T.redrawLook : T.drawLook}
          </button>
        )}
        {npc.avatar && (
          <button type="button" className="button" onClick={() => set({ avatar: null })}>
            {T.wearFigureLook}
          </button>
        )}
      </div>
      {drawing && Drawer && (
        <Modal wide title={T.drawLookTitle(name)} onClose={close}>
          {tooManyColours && <Notice kind="error">{T.lookTooManyColours}</Notice>}
          <Drawer
            initial={npc.avatar ? { size: npc.avatar.size, pixels: decodeNpcAvatar(npc.avatar) } : null}
            saveLabel={T.useLook}
            onSave={save}
          />
        </Modal>
      )}
    </fieldset>
  );
}
