import { WORLD_MESSAGES } from '@authentic/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import { useMyWorlds } from '../../lib/use-my-worlds';
import { useWorldStorage } from '../../lib/use-world-storage';
import { StorageMeter } from '../../ui/storage-meter';
import { DEVELOPMENT_WORLDS_TEXTS as TEXTS } from './development-worlds-texts';
import { DevelopmentWorldCard, MainWorldCard } from './world-cards';
import { WorldForm } from './world-form';
import { MY_WORLDS_KEY, WORLD_STORAGE_KEY } from '../../lib/worlds-api';
import './worlds.css';

/** The dashboard's Main World card, Development Worlds grid and Create Development World modal (spec 01 §2). */
export function DevelopmentWorlds() {
  const worlds = useMyWorlds();
  // The player's storage and worlds of the cap (decision 0260); nothing is shown while it is unknown.
  const storage = useWorldStorage();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);

  return (
    <>
      <section className="dashboard-section" aria-labelledby="main-world-title">
        <h2 id="main-world-title">{TEXTS.mainWorld}</h2>
        <MainWorldCard />
      </section>
      <section className="dashboard-section" aria-labelledby="dev-worlds-title">
        <div className="dashboard-section-header">
          <h2 id="dev-worlds-title">{TEXTS.developmentWorlds}</h2>
          <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
            {TEXTS.create}
          </button>
        </div>
        {storage.data && <StorageMeter storage={storage.data} showWorlds />}
        {worlds.isPending ? (
          <p role="status">{TEXTS.loading}</p>
        ) : worlds.isError ? (
          <Notice kind="error">{WORLD_MESSAGES.loadFailed}</Notice>
        ) : worlds.data.length === 0 ? (
          <p className="worlds-empty">{TEXTS.empty}</p>
        ) : (
          <ul className="world-grid" aria-label={TEXTS.listLabel}>
            {worlds.data.map((world) => (
              <DevelopmentWorldCard key={world._id} world={world} />
            ))}
          </ul>
        )}
      </section>
      {creating && (
        <Modal title={TEXTS.create} onClose={() => setCreating(false)}>
          <WorldForm
            onCancel={() => setCreating(false)}
            onCreated={() => {
              setCreating(false);
              void queryClient.invalidateQueries({ queryKey: MY_WORLDS_KEY });
              void queryClient.invalidateQueries({ queryKey: WORLD_STORAGE_KEY });
            }}
          />
        </Modal>
      )}
    </>
  );
}
