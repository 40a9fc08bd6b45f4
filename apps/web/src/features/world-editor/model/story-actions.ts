import { commit, docOf, result, type EditorResult, type EditorState } from './editor-state';
import { MODEL_TEXTS as T } from './editor-texts';
import { findMap, npcName } from './edits';
import { setNpcLook, setNpcStory, setStorySource, type NpcLook, type NpcStory } from './story-edits';

/** The actions of the Story panel and of a placed NPC's story fields (decision 0283). */
export type StoryAction =
  | { type: 'setStory'; source: string }
  | { type: 'setNpcStory'; mapId: string; npcIndex: number; story: NpcStory }
  | { type: 'setNpcLook'; mapId: string; npcIndex: number; look: NpcLook };

export const STORY_ACTIONS: ReadonlySet<string> = new Set(['setStory', 'setNpcStory', 'setNpcLook']);

/** The undo step of typing in the story: one step while nothing else is done between keystrokes. */
export const STORY_EDIT_LABEL = 'editing the story';

export function storyAction(state: EditorState, action: StoryAction): EditorResult {
  if (action.type === 'setStory') {
    const next = setStorySource(docOf(state), action.source);
    if (next === docOf(state)) return result(state);
    // Typing joins the last step while it was typing too: the code editor keeps its own fine undo.
    const last = state.history.past[state.history.past.length - 1];
    const amend = last?.label === STORY_EDIT_LABEL && state.history.future.length === 0;
    return result(commit(state, next, STORY_EDIT_LABEL, amend));
  }
  if (action.type === 'setNpcLook') {
    const next = setNpcLook(docOf(state), action.mapId, action.npcIndex, action.look);
    if (!next) return result(state, null, T.nothingChanged);
    const npc = findMap(next, action.mapId)!.npcs[action.npcIndex]!;
    return result(commit(state, next, 'setting an NPC’s look'), 'all', T.npcLookSet(npc.name ?? npcName(npc.npcId)));
  }
  const next = setNpcStory(docOf(state), action.mapId, action.npcIndex, action.story);
  if (!next) return result(state, null, T.nothingChanged);
  const npc = findMap(next, action.mapId)!.npcs[action.npcIndex]!;
  return result(commit(state, next, 'setting an NPC’s story'), 'all', T.npcStorySet(npc.name ?? npcName(npc.npcId)));
}
