import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  EXPLORE_MESSAGES,
  formatMessage,
  WORLD_MESSAGES,
  WORLD_VISIBILITY_MESSAGES,
  type World,
} from '@authentic/core';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { InviteLink } from '../../ui/invite-link';
import { WorldVisibilityControl } from '../../ui/world-visibility-control';
import { NpcTalkDialog, type NpcTalkLine } from './npc-talk-dialog';
import { WeatherIcon, conditionText } from './weather-icon';
import { WorldBuilt } from './world-built';
import { StoryQuestsCompleted, WorldStoryStats } from './world-story-stats';
import { portalCells, worldNpcs, type WorldNpc } from './world-layout';
import { WorldMapPanel, type RenderWorldMap } from './world-map-panel';
import { WORLD_PAGE_TEXTS } from './world-page-texts';
import { fetchWorld, worldKey } from '../../lib/worlds-api';
import './worlds.css';
import './world-page.css';
import { WORLDS_TEXTS } from './worlds-texts';

type Portal = World['portals'][number];

const VISIBILITY_NAMES: Record<World['visibility'], string> = {
  private: WORLD_VISIBILITY_MESSAGES.private,
  unlisted: WORLD_VISIBILITY_MESSAGES.unlisted,
  public: WORLD_VISIBILITY_MESSAGES.public,
};

/** Where the page's links go; app/ owns the routes (decision 0217). */
export interface WorldPageLinks {
  dashboard: string;
  play: (worldId: string) => string;
  /** The world builder (issue 25), offered to the world's owner. */
  edit?: (worldId: string) => string;
  portal: (portal: Portal) => string;
}

export interface WorldPageProps {
  worldId: string;
  renderMap: RenderWorldMap;
  links: WorldPageLinks;
  /** Who is looking: the owner gets 'Edit world'. */
  viewerId?: string | null;
  /** The world's likes (Explore's like button, composed by app/): the count, and a toggle for others. */
  renderLikes?: (world: World) => ReactNode;
  /** Why moderators hid the world and its Report button (the moderation feature, composed by app/). */
  renderSafety?: (world: World) => ReactNode;
}

/** 'John Muir naturalist', but not 'Guide guide'. */
const showsKind = (npc: WorldNpc) => npc.type !== null && !npc.name.toLowerCase().includes(npc.type.toLowerCase());

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** /world/{id}: a world's name, weather, map, characters and portals (spec 01 §2, the world page). */
export function WorldPage({ worldId, renderMap, links, viewerId = null, renderLikes, renderSafety }: WorldPageProps) {
  const world = useQuery({
    queryKey: worldKey(worldId),
    queryFn: () => fetchWorld(worldId),
    // A missing world stays missing; anything else is worth one more try.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
  useDocumentTitle(world.data?.name ?? (world.isError && isNotFound(world.error) ? WORLD_MESSAGES.notFound : ''));

  if (world.isPending) {
    return (
      <p className="panel page-panel" role="status">
        {WORLD_MESSAGES.loadingWorld}
      </p>
    );
  }
  if (world.isError) {
    return isNotFound(world.error) ? (
      <section className="panel page-panel" aria-labelledby="page-title">
        <h1 id="page-title">{WORLD_MESSAGES.notFound}</h1>
        <Link to={links.dashboard} className="button">
          {WORLD_PAGE_TEXTS.backToDashboard}
        </Link>
      </section>
    ) : (
      <div className="panel page-panel" role="alert">
        <p>{WORLD_MESSAGES.loadWorldFailed}</p>
        <button type="button" className="button" disabled={world.isFetching} onClick={() => void world.refetch()}>
          {WORLD_PAGE_TEXTS.tryAgain}
        </button>
      </div>
    );
  }
  const owned = viewerId !== null && world.data.creator?.id === viewerId;
  return (
    <WorldView
      world={world.data}
      renderMap={renderMap}
      links={links}
      editable={Boolean(links.edit) && owned}
      owned={owned}
      likes={renderLikes?.(world.data)}
      safety={renderSafety?.(world.data)}
    />
  );
}

function WorldView({
  world,
  renderMap,
  links,
  editable,
  owned,
  likes,
  safety,
}: {
  world: World;
  renderMap: RenderWorldMap;
  links: WorldPageLinks;
  editable: boolean;
  owned: boolean;
  likes: ReactNode;
  safety: ReactNode;
}) {
  const npcs = useMemo(() => worldNpcs(world), [world]);
  const [talkingTo, setTalkingTo] = useState<WorldNpc | null>(null);
  // Each NPC's conversation, kept while the page is open.
  const [conversations, setConversations] = useState<Readonly<Record<string, readonly NpcTalkLine[]>>>({});
  const portalMarkers = useMemo(() => {
    const cells = portalCells(world.mapData);
    // With one portal and one tile, the tile is that portal; otherwise it is just "a portal".
    const only = cells.length === 1 && world.portals.length === 1 ? world.portals[0] : undefined;
    return cells.map((position) => ({ position, label: only?.targetWorldName ?? WORLD_PAGE_TEXTS.portals }));
  }, [world]);

  return (
    <div className="world-page">
      <section className="panel world-page-header" aria-labelledby="page-title">
        <div className="world-page-intro">
          <h1 id="page-title">{world.name}</h1>
          <p className="world-page-meta">
            {/* The owner sees the control below instead. */}
            {!editable && (
              <span className={`world-visibility-inline ${world.isPublic ? 'is-public' : 'is-private'}`}>
                {VISIBILITY_NAMES[world.visibility]}
              </span>
            )}
            {world.creator && <span>{formatMessage(WORLD_MESSAGES.createdBy, { name: world.creator.username })}</span>}
            <span>
              {world.visits} {EXPLORE_MESSAGES.visits(world.visits)}
            </span>
          </p>
          <p className="world-page-description">{world.description}</p>
          <StoryQuestsCompleted count={world.storyQuestsCompleted} />
          {safety}
          <div className="button-row">
            <Link to={links.play(world.id)} className="button button-primary">
              {WORLD_PAGE_TEXTS.play}
            </Link>
            {editable && links.edit && (
              <Link to={links.edit(world.id)} className="button">
                {WORLD_PAGE_TEXTS.edit}
              </Link>
            )}
          </div>
          {likes}
          {/* The owner's control carries the invite link (or, private, how to share the world). */}
          {editable ? (
            <WorldVisibilityControl world={world} />
          ) : (
            <InviteLink worldId={world.id} visibility={world.visibility} isOwner={owned} />
          )}
        </div>
        <section className="world-page-weather" aria-labelledby="weather-title">
          <h2 id="weather-title">{WORLD_PAGE_TEXTS.weather}</h2>
          <div className="world-page-weather-body">
            <WeatherIcon condition={world.weather.condition} />
            <p>
              <span className="world-page-temperature">{WORLDS_TEXTS.temperature(world.weather.temperature)}</span>
              <span className="world-page-condition">{conditionText(world.weather.condition)}</span>
            </p>
          </div>
        </section>
      </section>

      <div className="world-page-body">
        <WorldMapPanel
          worldName={world.name}
          mapType={world.mapType}
          mapData={world.mapData}
          npcs={npcs}
          portals={portalMarkers}
          renderMap={renderMap}
        />
        <div className="world-page-side">
          <section className="panel" aria-labelledby="npcs-title">
            <h2 id="npcs-title">{WORLD_PAGE_TEXTS.npcs}</h2>
            {npcs.length === 0 ? (
              <p>{WORLD_MESSAGES.noNpcs}</p>
            ) : (
              <ul className="world-page-list">
                {npcs.map((npc) => (
                  <li key={npc.id}>
                    <button type="button" className="world-page-item" onClick={() => setTalkingTo(npc)}>
                      <span className="world-page-item-name">{npc.name}</span>
                      {/* The space keeps the two apart in the button's accessible name. */}
                      {showsKind(npc) && <span className="world-page-item-kind"> {npc.type}</span>}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <WorldBuilt worldId={world.id} creatorId={world.creator?.id ?? null} />
          {owned && <WorldStoryStats worldId={world.id} />}
          <section className="panel" aria-labelledby="portals-title">
            <h2 id="portals-title">{WORLD_PAGE_TEXTS.portals}</h2>
            {world.portals.length === 0 ? (
              <p>{WORLD_MESSAGES.noPortals}</p>
            ) : (
              <ul className="world-page-list">
                {world.portals.map((portal) => (
                  <li key={`${portal.name}-${portal.targetWorldId}`}>
                    <Link to={links.portal(portal)} className="world-page-item">
                      <span className="world-page-item-name">{portal.name}</span>
                      {portal.targetWorldName !== portal.name && (
                        <span className="world-page-item-kind">
                          {' '}
                          {WORLD_PAGE_TEXTS.portalTo(portal.targetWorldName)}
                        </span>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>

      {talkingTo && (
        <NpcTalkDialog
          npc={talkingTo}
          lines={conversations[talkingTo.id] ?? []}
          onLine={(line) =>
            setConversations((all) => ({ ...all, [talkingTo.id]: [...(all[talkingTo.id] ?? []), line] }))
          }
          onClose={() => setTalkingTo(null)}
        />
      )}
    </div>
  );
}
