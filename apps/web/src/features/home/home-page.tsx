import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { HOME_MESSAGES } from '@authentic/core';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HomeScene } from './home-scene';
import { TodaysWisdom, type SaveQuote } from './todays-wisdom';
import { WorldMaker } from './world-maker';
import './home.css';
import { HOME_TEXTS } from './home-texts';

const PILLARS = [
  {
    name: 'Freedom',
    text: 'Wander where you like, at your own pace. No feed decides what you see, and nobody sells what you do here.',
  },
  {
    name: 'Authenticity',
    text: 'Real words from real writers, and artifacts left by real players. No ads, no bots, no engagement tricks.',
  },
  {
    name: 'Creation',
    text: 'Make artifacts, leave messages and quotes for those who come after you, and build worlds of your own.',
  },
] as const;

export interface HomePageProps {
  signedIn?: boolean;
  /** Saves a quote to the collection, shows its toast and tells how it went (app/ passes the saver). */
  onSaveQuote: SaveQuote;
  /** False while the signed-in player's collection is still loading. */
  saveReady?: boolean;
  /** Signed in: the player's worlds, from the worlds feature. */
  yourWorlds?: ReactNode;
  /** Signed in: the magical button's sound, from the audio feature. */
  onMagic?: () => void;
}

export function HomePage({ signedIn = false, onSaveQuote, saveReady, yourWorlds, onMagic }: HomePageProps) {
  useDocumentTitle('');
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <HomeScene />
        <h1 id="home-title" className="home-title">
          {HOME_TEXTS.title}
        </h1>
        <p className="home-lead">{HOME_TEXTS.lead}</p>
        <Link to={paths.game} className="button button-primary button-large">
          {HOME_MESSAGES.enterWorld}
        </Link>
      </section>

      <section className="pillars" aria-labelledby="pillars-title">
        <h2 id="pillars-title" className="visually-hidden">
          {HOME_TEXTS.pillarsTitle}
        </h2>
        <ul className="pillar-list">
          {PILLARS.map((pillar) => (
            <li key={pillar.name} className="panel pillar">
              <h3>{pillar.name}</h3>
              <p>{pillar.text}</p>
            </li>
          ))}
        </ul>
      </section>

      {signedIn && <WorldMaker yourWorlds={yourWorlds} onMagic={onMagic} />}

      {!signedIn && (
        <section className="panel home-account" aria-labelledby="account-title">
          <h2 id="account-title">{HOME_TEXTS.keepProgress}</h2>
          <p>{HOME_TEXTS.keepProgressText}</p>
          <div className="button-row">
            <Link to={paths.login} className="button">
              {HOME_TEXTS.login}
            </Link>
            <Link to={paths.register} className="button button-secondary">
              {HOME_TEXTS.register}
            </Link>
          </div>
        </section>
      )}

      <TodaysWisdom onSaveQuote={onSaveQuote} saveReady={saveReady} />
    </div>
  );
}
