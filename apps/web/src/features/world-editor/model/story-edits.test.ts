import { describe, expect, it } from 'vitest';
import { encodeNpcAvatar } from '@authentic/core';
import { createEditorState, editorReducer, type EditorAction, type EditorState } from './editor-reducer';
import { docOf } from './editor-state';
import { removeObject } from './edits';
import { placeBook, setNpcLook, setNpcStory, setStorySource } from './story-edits';
import { testDoc } from './test-doc';

const run = (state: EditorState, ...actions: EditorAction[]) =>
  actions.reduce((next, action) => editorReducer(next, action).state, state);

describe('story edits of a world document', () => {
  it('keeps typing in the story as one undo step, and an empty story as none', () => {
    const typed = run(
      createEditorState(testDoc()),
      { type: 'setStory', source: '=' },
      { type: 'setStory', source: '=== a' },
      { type: 'setStory', source: '=== a ===\nHi.' },
    );
    expect(docOf(typed).story).toEqual({ source: '=== a ===\nHi.' });
    const undone = run(typed, { type: 'undo' });
    expect(docOf(undone).story).toBeUndefined();
    expect(docOf(run(typed, { type: 'setStory', source: '  ' })).story).toBeUndefined();
    expect(setStorySource(testDoc(), '')).toEqual(testDoc());
  });

  it('names an NPC and binds it to a knot, and takes both away again', () => {
    const placed = run(
      createEditorState(testDoc()),
      { type: 'setTool', tool: { kind: 'npc', npcId: 'guide' } },
      { type: 'strokeStart', cell: { x: 2, y: 2 } },
      { type: 'strokeEnd' },
    );
    const named = run(placed, {
      type: 'setNpcStory',
      mapId: 'main',
      npcIndex: 0,
      story: { name: ' Ada ', knot: 'hi' },
    });
    expect(docOf(named).maps[0]!.npcs[0]).toMatchObject({ name: 'Ada', knot: 'hi' });
    const cleared = setNpcStory(docOf(named), 'main', 0, { name: '', knot: '' })!;
    expect(cleared.maps[0]!.npcs[0]).not.toHaveProperty('name');
    expect(cleared.maps[0]!.npcs[0]).not.toHaveProperty('knot');
    expect(docOf(run(named, { type: 'undo' })).maps[0]!.npcs[0]).not.toHaveProperty('knot');
  });

  it('gives an NPC another figure or a drawn look, takes the drawing off again, and undoes it (decision 0299)', () => {
    const placed = run(
      createEditorState(testDoc()),
      { type: 'setTool', tool: { kind: 'npc', npcId: 'guide' } },
      { type: 'strokeStart', cell: { x: 2, y: 2 } },
      { type: 'strokeEnd' },
    );
    const avatar = encodeNpcAvatar(16, [...Array<string | null>(255).fill(null), '#f4b41b'])!;
    const drawn = editorReducer(placed, {
      type: 'setNpcLook',
      mapId: 'main',
      npcIndex: 0,
      look: { npcId: 'john_muir', avatar },
    });
    expect(drawn.announce).toBe("John Muir's look set.");
    expect(docOf(drawn.state).maps[0]!.npcs[0]).toMatchObject({ npcId: 'john_muir', avatar });
    const plain = setNpcLook(docOf(drawn.state), 'main', 0, { npcId: 'john_muir', avatar: null })!;
    expect(plain.maps[0]!.npcs[0]).not.toHaveProperty('avatar');
    expect(setNpcLook(docOf(drawn.state), 'main', 0, { npcId: 'john_muir', avatar })).toBeNull();
    expect(docOf(run(drawn.state, { type: 'undo' })).maps[0]!.npcs[0]).toMatchObject({ npcId: 'guide' });
  });

  it('lays a book only with a title and a knot, replaces one on the same cell, and removes it as an object', () => {
    const doc = testDoc();
    expect(placeBook(doc, 'main', { x: 3, y: 3 }, { title: ' ', knot: 'hi' })).toBeNull();
    const once = placeBook(doc, 'main', { x: 3, y: 3 }, { title: 'Diary', knot: 'hi' })!;
    const twice = placeBook(once, 'main', { x: 3, y: 3 }, { title: 'Letters', knot: 'bye' })!;
    expect(twice.maps[0]!.books).toEqual([{ x: 3, y: 3, knot: 'bye', title: 'Letters' }]);
    expect(removeObject(twice, 'main', { x: 3, y: 3 })!.maps[0]).not.toHaveProperty('books');
    const refused = editorReducer(createEditorState(doc), {
      type: 'setTool',
      tool: { kind: 'book', title: '', knot: '' },
    });
    const tapped = editorReducer(refused.state, { type: 'strokeStart', cell: { x: 3, y: 3 } });
    expect(tapped.announce).toMatch(/title and a knot/);
    expect(docOf(tapped.state)).toBe(doc);
  });
});
