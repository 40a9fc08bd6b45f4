import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WorldProblemDto } from '@authentic/core';
import { createEditorStore, type EditorStore } from '../model';
import { testDoc } from '../model/test-doc';
import { StoryPanel } from '../story-panel';
import { freshToolMemory } from '../tool-choice';
import { CursorPanel } from '../tool-options';
import { docOf, useEditor } from '../use-editor';
import { directStoryService } from './story-service';
import { STORY_TEXTS as T } from './story-texts';
import { useStoryReport } from './use-story-report';

// jsdom lays nothing out: CodeMirror measures text with ranges, which jsdom's lack.
const rects = () => Object.assign([], { item: () => null });
Range.prototype.getClientRects = rects as unknown as Range['getClientRects'];
Range.prototype.getBoundingClientRect = () => new DOMRect();
// jsdom says it is Safari, so CodeMirror reads a shadow root's selection through execCommand, which jsdom lacks.
document.execCommand = () => false;

/** The editor's Story panel and cursor panel, as the page composes them; the worker is a direct call. */
function Harness({ store, problems = [] }: { store: EditorStore; problems?: readonly WorldProblemDto[] }) {
  const { state } = useEditor(store);
  const service = SERVICE;
  const story = useStoryReport(service, docOf(state).story?.source ?? '');
  return (
    <>
      <StoryPanel store={store} memory={MEMORY} service={service} story={story} problems={problems} />
      <CursorPanel store={store} knots={story.knots} />
    </>
  );
}
const SERVICE = directStoryService();

/** The code editor lives in a shadow root (the CSP allows its style sheets there). */
const inkRoot = () => document.querySelector('.ink-editor')!.shadowRoot!;
const inkBox = () => within(inkRoot() as unknown as HTMLElement).findByRole('textbox', { name: T.editorLabel });
const MEMORY = freshToolMemory();

async function openStory(store: EditorStore, problems?: readonly WorldProblemDto[]) {
  const view = render(<Harness store={store} {...(problems ? { problems } : {})} />);
  await userEvent.click(screen.getByRole('button', { name: T.open }));
  await screen.findByText(T.insertTemplate);
  await inkBox();
  return view;
}

const source = (store: EditorStore) => docOf(store.getState()).story?.source ?? '';

describe('the Story panel', () => {
  it('inserts a template into the story and says it compiles', async () => {
    const store = createEditorStore(testDoc());
    await openStory(store);
    expect(screen.getByRole('status')).toHaveTextContent(T.empty);
    await userEvent.selectOptions(screen.getByLabelText(T.template), 'riddle');
    await userEvent.click(screen.getByRole('button', { name: T.insertTemplate }));
    expect(source(store)).toContain('=== riddle ===');
    expect(await screen.findByText(T.compiles(2))).toBeInTheDocument();
    // A second template goes after the first.
    await userEvent.click(screen.getByRole('button', { name: T.insertTemplate }));
    expect(source(store).match(/=== riddle ===/g)).toHaveLength(2);
  });

  it('shows an error at its line and moves the cursor there', async () => {
    const store = createEditorStore(testDoc());
    await openStory(store);
    act(() => store.dispatch({ type: 'setStory', source: '=== hello ===\nHi.\n-> nowhere\n' }));
    const problems = await screen.findByRole('list', { name: T.problemsTitle });
    expect(within(problems).getByText(/^Line 3: .*nowhere/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(T.problemCount(1));
    await waitFor(() => expect(inkRoot().querySelector('.cm-lintRange-error')).not.toBeNull());
    await userEvent.click(within(problems).getByRole('button', { name: T.goToLine(3) }));
    expect(inkRoot().activeElement).toBe(await inkBox());
  });

  it('shows the server’s refusal at its line until the source changes', async () => {
    const store = createEditorStore({ ...testDoc(), story: { source: '=== a ===\nHi # give: {x}\n-> END\n' } });
    const refusal = { code: 'story', message: 'Story line 2: refused.', line: 2 };
    await openStory(store, [refusal]);
    expect(await screen.findByText('Line 2: Story line 2: refused.')).toBeInTheDocument();
    expect(screen.getByText(T.fromServer)).toBeInTheDocument();
  });

  it('plays a knot in Try it, then a choice, then restarts', async () => {
    const store = createEditorStore(testDoc());
    await openStory(store);
    await userEvent.click(screen.getByRole('button', { name: T.insertTemplate }));
    const play = await screen.findByRole('button', { name: T.play });
    expect(screen.getByLabelText(T.tryKnot)).toHaveValue('greeting');
    await userEvent.click(play);
    const log = await screen.findByRole('log', { name: T.transcript });
    expect(within(log).getByText(/Hello, traveller!/)).toBeInTheDocument();
    expect(within(log).getByText(T.tags(['emote: wave']))).toBeInTheDocument();
    const choices = screen.getByRole('group', { name: T.choices });
    await userEvent.click(within(choices).getByRole('button', { name: 'Who are you?' }));
    expect(await within(log).findByText('I keep watch over this place.')).toBeInTheDocument();
    expect(within(log).getByText(T.ended)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: T.restart }));
    await waitFor(() => expect(within(log).queryByText('I keep watch over this place.')).toBeNull());
  });

  it('binds a placed NPC to a knot, and takes the story book tool', async () => {
    const store = createEditorStore(testDoc());
    act(() => {
      store.dispatch({ type: 'setTool', tool: { kind: 'npc', npcId: 'guide' } });
      store.dispatch({ type: 'strokeStart', cell: { x: 2, y: 2 } });
      store.dispatch({ type: 'strokeEnd' });
    });
    await openStory(store);
    await userEvent.click(screen.getByRole('button', { name: T.insertTemplate }));
    await screen.findByText(T.compiles(1));
    await userEvent.type(screen.getByLabelText(T.npcName), 'Ada');
    await userEvent.selectOptions(screen.getByLabelText(T.npcKnot), 'greeting');
    await userEvent.click(screen.getByRole('button', { name: T.setNpcStory }));
    expect(docOf(store.getState()).maps[0]!.npcs[0]).toMatchObject({ name: 'Ada', knot: 'greeting' });

    await userEvent.click(screen.getByRole('button', { name: T.placeBook }));
    expect(store.getState().tool).toEqual({ kind: 'book', title: '', knot: 'greeting' });
    act(() => {
      store.dispatch({ type: 'setTool', tool: { kind: 'book', title: 'Diary', knot: 'greeting' } });
      store.dispatch({ type: 'strokeStart', cell: { x: 5, y: 5 } });
      store.dispatch({ type: 'strokeEnd' });
    });
    expect(docOf(store.getState()).maps[0]!.books).toEqual([{ x: 5, y: 5, knot: 'greeting', title: 'Diary' }]);
    act(() => store.dispatch({ type: 'undo' }));
    expect(docOf(store.getState()).maps[0]!.books).toBeUndefined();
  });
});
