// @vitest-environment jsdom
// (jsdom, not happy-dom: this file needs its accessible names, wheel events or storage quota; decision 0295)
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAFETY_MESSAGES, WORLD_BUILDER_MESSAGES, type WorldDoc, type WorldProblemDto } from '@authentic/core';
import { HALL_DOC, HALL_ROWS } from '../model/test-doc';
import { draftKey, readDraft } from './drafts';
import { stubBuilderServer } from './sync-test-server';
import { ProblemsList, SaveBar, SYNC_TEXTS as T, useWorldDocSync } from './index';

/** Paints the cell (x, 1) a wall: a change the editor would make. */
function painted(doc: WorldDoc, x: number): WorldDoc {
  const map = doc.maps[0]!;
  const row = map.rows[1]!;
  const rows = [...map.rows];
  rows[1] = row.slice(0, x) + '1' + row.slice(x + 1);
  return { ...doc, maps: [{ ...map, rows }] };
}

/** The editor page as far as saving is concerned: a doc, a paint button, the save bar and the problems. */
function Editor({ initial }: { initial: WorldDoc }) {
  const sync = useWorldDocSync('w1');
  const [doc, setDoc] = useState(initial);
  const [problems, setProblems] = useState<readonly WorldProblemDto[]>([]);
  const [goneTo, setGoneTo] = useState('');
  return (
    <>
      <p data-testid="row">{doc.maps[0]!.rows[1]}</p>
      {[1, 2, 3, 4].map((x) => (
        <button
          key={x}
          type="button"
          onClick={() => {
            const next = painted(doc, x);
            setDoc(next);
            sync.noteChange(next);
          }}
        >
          Paint {x}
        </button>
      ))}
      <button
        type="button"
        onClick={() => {
          const next = { ...doc, spawn: { mapId: 'main', x: 0, y: 0 } };
          setDoc(next);
          sync.noteChange(next);
        }}
      >
        Spawn in the wall
      </button>
      <SaveBar sync={sync} currentDoc={() => doc} onProblems={setProblems} onReplaceDoc={setDoc} />
      <ProblemsList
        problems={problems}
        mapName={(id) => (id === 'main' ? 'Main hall' : id)}
        onGoTo={(problem) => setGoneTo(`${problem.mapId} ${problem.x} ${problem.y}`)}
      />
      <p data-testid="went">{goneTo}</p>
    </>
  );
}

function Page() {
  const sync = useWorldDocSync('w1');
  if (sync.status !== 'ready' || !sync.initialDoc) return <p>{T.loading}</p>;
  return <Loaded initial={sync.initialDoc} />;
}
/** Mounted once the document is known, as the editor page does. */
const Loaded = ({ initial }: { initial: WorldDoc }) => <Editor initial={initial} />;

const status = () => screen.getByRole('status');
const row = () => screen.getByTestId('row').textContent;

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('saving in the world editor', () => {
  it('keeps an unsaved change as a draft and restores it after a remount, until discarded', async () => {
    stubBuilderServer(HALL_DOC, { savedVersions: 1 });
    const first = render(<Page />);
    await userEvent.click(await screen.findByRole('button', { name: 'Paint 3' }));
    expect(status()).toHaveTextContent(T.unsaved);
    first.unmount();

    render(<Page />);
    expect(await screen.findByText(/Your unsaved changes from .* were restored\./)).toBeInTheDocument();
    expect(row()).toBe('10010001');
    expect(readDraft('w1')?.baseVersion).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: T.discardDraft }));
    expect(row()).toBe(HALL_ROWS[1]);
    expect(localStorage.getItem(draftKey('w1'))).toBeNull();
  });

  it('writes the draft at most once for changes in quick succession', async () => {
    stubBuilderServer(HALL_DOC);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    render(<Page />);
    await userEvent.click(await screen.findByRole('button', { name: 'Paint 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Paint 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Paint 3' }));
    const draftWrites = () => setItem.mock.calls.filter(([key]) => key === draftKey('w1')).length;
    await waitFor(() => expect(draftWrites()).toBe(1));
    expect(readDraft('w1')?.doc.maps[0]!.rows[1]).toBe('11110001');
    setItem.mockRestore();
  });

  it('says the draft is not kept when the browser refuses it', async () => {
    stubBuilderServer(HALL_DOC);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(<Page />);
    await userEvent.click(await screen.findByRole('button', { name: 'Paint 1' }));
    await waitFor(() => expect(status()).toHaveTextContent(T.draftNotKept));
    setItem.mockRestore();
  });

  it('saves, clears the draft and moves the base version; Ctrl+S saves too', async () => {
    const server = stubBuilderServer(HALL_DOC);
    render(<Page />);
    await userEvent.click(await screen.findByRole('button', { name: 'Paint 1' }));
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(status()).toHaveTextContent(WORLD_BUILDER_MESSAGES.saved(1)));
    expect(localStorage.getItem(draftKey('w1'))).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Paint 2' }));
    expect(status()).toHaveTextContent(T.unsaved);
    await userEvent.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(status()).toHaveTextContent(WORLD_BUILDER_MESSAGES.saved(2)));
    expect(server.saves.map((save) => save.baseVersion)).toEqual([0, 1]);
  });

  it('shows the problems without a request when core’s checks fail, each taking the editor to its cell', async () => {
    const server = stubBuilderServer(HALL_DOC);
    render(<Page />);
    await userEvent.click(await screen.findByRole('button', { name: 'Spawn in the wall' }));
    const before = server.requests.length;
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    expect(status()).toHaveTextContent(T.problems(1));
    expect(server.requests.length).toBe(before);
    expect(screen.getByRole('heading', { name: 'Problems (1)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Main hall \(0, 0\): / }));
    expect(screen.getByTestId('went')).toHaveTextContent('main 0 0');
  });

  it("shows the server's word filter refusal of a map name, pinned to that map (decision 0269)", async () => {
    stubBuilderServer(HALL_DOC);
    const builder = globalThis.fetch;
    const message = SAFETY_MESSAGES.wordFilter('name of map 1');
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).endsWith('/doc') || init?.method !== 'PUT') return builder(input, init);
      const body = { success: false, message, problems: [{ code: 'wordFilter', message, mapId: 'main' }] };
      return new Response(JSON.stringify(body), { status: 400, headers: { 'Content-Type': 'application/json' } });
    });
    render(<Page />);
    await userEvent.click(await screen.findByRole('button', { name: 'Paint 1' }));
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(status()).toHaveTextContent(T.problems(1)));
    await userEvent.click(screen.getByRole('button', { name: `Main hall: ${message}` }));
    expect(screen.getByTestId('went')).toHaveTextContent('main');
  });

  it('on a conflict, loads the newest version or keeps its own as a new version', async () => {
    const server = stubBuilderServer(HALL_DOC, { savedVersions: 1 });
    render(<Page />);
    await userEvent.click(await screen.findByRole('button', { name: 'Paint 1' }));
    // Another tab saves meanwhile.
    server.versions.unshift({ number: 2, doc: painted(HALL_DOC, 4), savedAt: '2025-03-14T15:05:00.000Z' });

    await userEvent.click(screen.getByRole('button', { name: T.save }));
    let dialog = await screen.findByRole('dialog', { name: T.conflictTitle });
    expect(dialog).toHaveTextContent(WORLD_BUILDER_MESSAGES.conflict);
    await userEvent.click(screen.getByRole('button', { name: T.loadNewest }));
    await waitFor(() => expect(row()).toBe('10001001'));
    expect(localStorage.getItem(draftKey('w1'))).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Paint 2' }));
    server.versions.unshift({ number: 3, doc: HALL_DOC, savedAt: '2025-03-14T16:05:00.000Z' });
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    dialog = await screen.findByRole('dialog', { name: T.conflictTitle });
    await userEvent.click(screen.getByRole('button', { name: T.keepMine }));
    await waitFor(() => expect(status()).toHaveTextContent(WORLD_BUILDER_MESSAGES.saved(4)));
    expect(server.saves.at(-1)).toMatchObject({ baseVersion: 2, force: true });
    expect(server.versions[0]!.doc.maps[0]!.rows[1]).toBe('10101001');
  });

  it('lists the versions and restores one after a confirmation', async () => {
    const server = stubBuilderServer(HALL_DOC, { savedVersions: 2 });
    server.versions[0]!.doc = painted(HALL_DOC, 1);
    server.published = 2;
    render(<Page />);
    expect(await screen.findByTestId('row')).toHaveTextContent('11000001');
    await userEvent.click(screen.getByRole('button', { name: T.versions }));
    const dialog = await screen.findByRole('dialog', { name: T.versionsTitle });
    expect(dialog).toHaveTextContent('Version 2 · Mar 14, 2025');
    expect(dialog).toHaveTextContent('Published');
    await userEvent.click(screen.getByRole('button', { name: 'Restore Version 1' }));
    await userEvent.click(screen.getByRole('button', { name: T.restoreYes(1) }));
    await waitFor(() => expect(status()).toHaveTextContent(WORLD_BUILDER_MESSAGES.restored(1, 3)));
    expect(row()).toBe(HALL_ROWS[1]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {});
  });
});
