import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WORLD_BUILDER_MESSAGES, type WorldDoc } from '@authentic/core';
import { HALL_DOC, HALL_ROWS } from '../model/test-doc';
import { readDraft } from './drafts';
import { stubBuilderServer } from './sync-test-server';
import { SaveBar, SYNC_TEXTS as T, useWorldDocSync } from './index';

/** Paints the cell (x, 1) a wall. */
function painted(doc: WorldDoc, x: number): WorldDoc {
  const map = doc.maps[0]!;
  const rows = [...map.rows];
  rows[1] = rows[1]!.slice(0, x) + '1' + rows[1]!.slice(x + 1);
  return { ...doc, maps: [{ ...map, rows }] };
}

/**
 * The editor page as it tells the sync of changes: every new document, a replaced one too, reaches
 * `noteChange` through an effect (editor-page.tsx), not only the edits a tool makes.
 */
function Editor({ initial }: { initial: WorldDoc }) {
  const sync = useWorldDocSync('w1');
  const [doc, setDoc] = useState(initial);
  const first = useRef(doc);
  const { noteChange } = sync;
  useEffect(() => {
    if (doc !== first.current) noteChange(doc);
  }, [doc, noteChange]);
  return (
    <>
      <p data-testid="row">{doc.maps[0]!.rows[1]}</p>
      <button type="button" onClick={() => setDoc(painted(doc, 3))}>
        Paint
      </button>
      <SaveBar sync={sync} currentDoc={() => doc} onProblems={() => {}} onReplaceDoc={setDoc} />
    </>
  );
}

function Page() {
  const sync = useWorldDocSync('w1');
  if (sync.status !== 'ready' || !sync.initialDoc) return <p>{T.loading}</p>;
  return <Editor initial={sync.initialDoc} />;
}

const status = () => screen.getByRole('status');

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('after a restore (issue 36)', () => {
  it('the save bar says the world is saved, not that it has unsaved changes, and keeps no draft', async () => {
    const server = stubBuilderServer(HALL_DOC, { savedVersions: 2 });
    server.versions[0]!.doc = painted(HALL_DOC, 1);
    render(<Page />);
    expect(await screen.findByTestId('row')).toHaveTextContent('11000001');
    await userEvent.click(screen.getByRole('button', { name: T.versions }));
    await userEvent.click(await screen.findByRole('button', { name: 'Restore Version 1' }));
    await userEvent.click(screen.getByRole('button', { name: T.restoreYes(1) }));
    await waitFor(() => expect(status()).toHaveTextContent(WORLD_BUILDER_MESSAGES.restored(1, 3)));
    expect(screen.getByTestId('row')).toHaveTextContent(HALL_ROWS[1]!);
    await act(async () => {});
    expect(status()).not.toHaveTextContent(T.unsaved);
    expect(status()).toHaveTextContent(WORLD_BUILDER_MESSAGES.restored(1, 3));
    expect(readDraft('w1')).toBeNull();
    // Saving it again adds no version, and says so.
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(status()).toHaveTextContent(WORLD_BUILDER_MESSAGES.unchanged(3)));
    expect(server.versions.map((version) => version.number)).toEqual([3, 2, 1]);
    // A real edit after it is a change again.
    await userEvent.click(screen.getByRole('button', { name: 'Paint' }));
    await waitFor(() => expect(status()).toHaveTextContent(T.unsaved));
  });
});
