import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Position } from '@authentic/core';
import { PICK_PLAYER_EVENT, type PickPlayerDetail } from '../../lib/player-pick';
import { FIND_FRIENDS_TEXTS as T } from './find-friends-texts';
import { nextNearby, type PlayerChoice } from './player-choice';
import type { SafetyActions } from './player-actions';
import { PlayerCard } from './presence-lazy';
import type { RemotePlayer } from './remote-players';
import './find-friends.css';

/** The key that chooses the next player nearby (the World Guide lists it); Enter then opens the card. */
export const CHOOSE_PLAYER_KEY = 'n';

export interface PlayerChooserProps {
  players: readonly RemotePlayer[];
  choice: PlayerChoice;
  /** Where the local player stands now (N chooses from the nearest out). */
  here: () => Position;
  signedIn: boolean;
  /** Where focus goes when the card closes: the map. */
  onBackToMap: () => void;
  actions?: SafetyActions;
}

/** Keys typed into a field, or pressed inside a dialog or panel, are not the chooser's. */
function ownsKey(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target;
  if (!(target instanceof HTMLElement)) return true;
  if (target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
    return false;
  }
  return !target.closest('[role="dialog"], .presence-panel, select');
}

/**
 * Choosing another player on the map (issue 34): a click or tap on their figure opens their card;
 * N chooses the next one nearby (said in a status line, ringed on the map) and Enter opens the card.
 */
export function PlayerChooser({ players, choice, here, signedIn, onBackToMap, actions }: PlayerChooserProps) {
  const state = useSyncExternalStore(choice.subscribe, choice.getSnapshot);
  const [said, setSaid] = useState<{ handle: string | null; text: string } | null>(null);
  const latest = useRef({ players, here });
  useEffect(() => {
    latest.current = { players, here };
  });

  useEffect(() => {
    const onPick = (event: Event) => {
      const { handle } = (event as CustomEvent<PickPlayerDetail>).detail;
      if (latest.current.players.some((player) => player.handle === handle)) choice.open(handle);
    };
    const onKey = (event: KeyboardEvent) => {
      if (!ownsKey(event)) return;
      const key = event.key.toLowerCase();
      if (key === CHOOSE_PLAYER_KEY) {
        const next = nextNearby(latest.current.players, latest.current.here(), choice.getSnapshot().handle);
        choice.choose(next?.handle ?? null);
        setSaid(
          next
            ? { handle: next.handle, text: T.chosen(next.name, next.y, next.x) }
            : { handle: null, text: T.nobodyToChoose },
        );
      } else if (
        key === 'enter' &&
        !(event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement)
      ) {
        const { handle } = choice.getSnapshot();
        if (!handle) return;
        event.preventDefault();
        choice.open(handle);
      }
    };
    window.addEventListener(PICK_PLAYER_EVENT, onPick);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener(PICK_PLAYER_EVENT, onPick);
      window.removeEventListener('keydown', onKey);
    };
  }, [choice]);

  const chosen = players.find((player) => player.handle === state.handle) ?? null;
  // The chosen player left the map: nobody is chosen any more.
  useEffect(() => {
    if (state.handle && !chosen) choice.clear();
  }, [state.handle, chosen, choice]);

  const close = () => {
    choice.close();
    setSaid(null);
    onBackToMap();
  };

  return (
    <>
      {said && said.handle === state.handle && !state.cardOpen && (
        <p className="player-choice-line" role="status">
          {said.text}
        </p>
      )}
      {state.cardOpen && chosen && (
        <Suspense fallback={null}>
          <PlayerCard key={chosen.handle} player={chosen} signedIn={signedIn} actions={actions} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
