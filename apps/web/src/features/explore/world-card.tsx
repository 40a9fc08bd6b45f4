import { useState } from 'react';
import { Link } from 'react-router';
import { EXPLORE_MESSAGES, type ExploreCard } from '@authentic/core';
import { paths } from '../../lib/paths';
import { LikeButton } from './like-button';

export interface WorldCardProps {
  world: ExploreCard;
  /** The signed-in player's id, or null for a guest. */
  viewerId: string | null;
}

/** One public world in Explore: its thumbnail, name, creator and counts, and a like toggle. */
export function WorldCard({ world, viewerId }: WorldCardProps) {
  const titleId = `explore-card-${world.id}`;
  return (
    <article className="panel explore-card" aria-labelledby={titleId}>
      <Thumbnail url={world.thumbnailUrl} name={world.name} />
      <h3 id={titleId} className="explore-card-title">
        <Link to={paths.world(world.id)}>{world.name}</Link>
      </h3>
      <p className="explore-card-creator">
        {EXPLORE_MESSAGES.by} <Link to={paths.player(world.creator.username)}>{world.creator.username}</Link>
      </p>
      <ul className="explore-card-counts">
        <li>
          <strong>{world.live}</strong> {EXPLORE_MESSAGES.live}
        </li>
        <li>
          <strong>{world.visits}</strong> {EXPLORE_MESSAGES.visits(world.visits)}
        </li>
      </ul>
      <LikeButton
        worldId={world.id}
        worldName={world.name}
        liked={world.liked}
        likes={world.likes}
        viewerId={viewerId}
        ownerId={world.creator.id}
      />
    </article>
  );
}

/** The server's thumbnail, or a drawn placeholder while it loads, when there is none, or if it fails. */
function Thumbnail({ url, name }: { url: string | null; name: string }) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const showImage = url !== null && state !== 'failed';
  return (
    <div className="explore-thumb" data-state={showImage ? state : 'placeholder'}>
      {!(showImage && state === 'ready') && <span className="explore-thumb-placeholder" aria-hidden="true" />}
      {showImage && (
        <img
          src={url}
          alt={EXPLORE_MESSAGES.thumbnailAlt(name)}
          width={256}
          height={160}
          loading="lazy"
          onLoad={() => setState('ready')}
          onError={() => setState('failed')}
        />
      )}
    </div>
  );
}
