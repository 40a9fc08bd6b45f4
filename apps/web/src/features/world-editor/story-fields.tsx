import { useId, useState, type FormEvent } from 'react';
import { STORY_LIMITS, type WorldDocNpc } from '@authentic/core';
import type { EditorStore, EditorTool } from './model';
import { npcName } from './model/edits';
import { STORY_TEXTS as T } from './story/story-texts';

/** A select of the story's knots (and the one already chosen, even when the story lost it). */
function KnotSelect({
  id,
  label,
  value,
  knots,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  knots: readonly string[];
  onChange: (knot: string) => void;
}) {
  const missing = value !== '' && !knots.includes(value);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{T.noKnot}</option>
        {missing && <option value={value}>{T.missingKnot(value)}</option>}
        {knots.map((knot) => (
          <option key={knot} value={knot}>
            {knot}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A placed character's name and the knot of the world's story it tells (its look stays the catalogue's). */
export function NpcStoryForm({
  store,
  mapId,
  npcIndex,
  npc,
  knots,
}: {
  store: EditorStore;
  mapId: string;
  npcIndex: number;
  npc: WorldDocNpc;
  knots: readonly string[];
}) {
  const id = useId();
  const [name, setName] = useState(npc.name ?? '');
  const [knot, setKnot] = useState(npc.knot ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    store.dispatch({ type: 'setNpcStory', mapId, npcIndex, story: { name, knot } });
  };
  return (
    <form onSubmit={submit}>
      <fieldset className="editor-patrol">
        <legend>{T.npcStory(npc.name ?? npcName(npc.npcId))}</legend>
        <div className="field">
          <label htmlFor={`${id}-name`}>{T.npcName}</label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={STORY_LIMITS.nameMax}
            aria-describedby={`${id}-name-hint`}
            onChange={(event) => setName(event.target.value)}
          />
          <p id={`${id}-name-hint`} className="field-hint">
            {T.npcNameHint}
          </p>
        </div>
        <KnotSelect id={`${id}-knot`} label={T.npcKnot} value={knot} knots={knots} onChange={setKnot} />
        <div className="button-row">
          <button type="submit" className="button">
            {T.setNpcStory}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

type BookTool = Extract<EditorTool, { kind: 'book' }>;

/** The story book tool's title and knot: each book placed with it carries them. */
export function BookOptions({ store, tool, knots }: { store: EditorStore; tool: BookTool; knots: readonly string[] }) {
  const id = useId();
  const set = (next: Partial<BookTool>) => store.dispatch({ type: 'setTool', tool: { ...tool, ...next } });
  return (
    <div className="editor-option-fields">
      <p className="field-hint">{T.placeBookHint}</p>
      <div className="field">
        <label htmlFor={`${id}-title`}>{T.bookTitle}</label>
        <input
          id={`${id}-title`}
          value={tool.title}
          maxLength={STORY_LIMITS.nameMax}
          onChange={(event) => set({ title: event.target.value })}
        />
      </div>
      <KnotSelect
        id={`${id}-knot`}
        label={T.bookKnot}
        value={tool.knot}
        knots={knots}
        onChange={(knot) => set({ knot })}
      />
    </div>
  );
}
