import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_DATA_MESSAGES, ARTIFACT_MESSAGES, type ArtifactDto } from '@authentic/core';
import { paths } from '../../lib/paths';
import { Notice } from '../../ui/notice';
import { ReportButton } from '../../ui/report-button';
import { ArtifactAttachment } from './artifact-attachment';
import { ArtifactComments } from './artifact-comments';
import { voteArtifact } from './artifacts-api';
import { cardPreview } from './card-preview';
import { PAGE_TEXTS } from './page-texts';
import { patchArtifactInCache } from './use-artifacts';

/** The DOM id of a card, so /artifacts/{id} can scroll to it. */
export function artifactCardDomId(id: string): string {
  return `artifact-${id}`;
}

export interface ArtifactCardProps {
  artifact: ArtifactDto;
  expanded: boolean;
  onToggle: () => void;
  /** The signed-in player's id, or null for a visitor. */
  userId: string | null;
  /** The signed-in player's username: their own comments carry no Report button. */
  username?: string | null;
  onEdit: () => void;
  onDelete: () => void;
}

function Counts({ items }: { items: string[] }) {
  return (
    <ul className="artifact-counts" aria-label={PAGE_TEXTS.countsLabel}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A vote for someone else's artifact, patched into every cached list on success. */
function useArtifactVote(artifact: ArtifactDto, userId: string | null) {
  const client = useQueryClient();
  const [voteFailed, setVoteFailed] = useState(false);
  const vote = useMutation({
    mutationFn: () => voteArtifact(artifact.id),
    onMutate: () => setVoteFailed(false),
    onSuccess: (answer) => {
      if (!userId) return;
      patchArtifactInCache(client, artifact.id, (current) => ({
        ...current,
        votes: answer.votes,
        voters: answer.voted
          ? [...current.voters.filter((id) => id !== userId), userId]
          : current.voters.filter((id) => id !== userId),
      }));
    },
    onError: () => setVoteFailed(true),
  });
  return { vote, voteFailed };
}

function CreatorLine({ artifact }: { artifact: ArtifactDto }) {
  return artifact.creator ? (
    <p className="artifact-card-creator">
      {PAGE_TEXTS.by} <Link to={paths.player(artifact.creator.username)}>{artifact.creator.username}</Link>
    </p>
  ) : (
    // The creator's account was deleted; what others hold stays (decision 0257).
    <p className="artifact-card-creator">{PAGE_TEXTS.byName(ACCOUNT_DATA_MESSAGES.formerPlayer)}</p>
  );
}

/** Theme, tags, dedication, and (to its creator only) its significance. */
function Facts({ artifact, isCreator }: { artifact: ArtifactDto; isCreator: boolean }) {
  return (
    <dl className="artifact-card-facts">
      {artifact.theme && <Fact term={PAGE_TEXTS.theme} value={artifact.theme} />}
      {artifact.tags && artifact.tags.length > 0 && <Fact term={PAGE_TEXTS.tags} value={artifact.tags.join(', ')} />}
      {artifact.dedication && <Fact term={PAGE_TEXTS.dedication} value={artifact.dedication} />}
      {isCreator && artifact.significance && <Fact term={PAGE_TEXTS.significance} value={artifact.significance} />}
    </dl>
  );
}

interface DetailsProps {
  artifact: ArtifactDto;
  id: string;
  userId: string | null;
  username: string | null;
  isCreator: boolean;
  commentCount: number;
  voting: ReturnType<typeof useArtifactVote>;
}

/** The expanded card: everything about the artifact, with votes, reports and comments. */
function CardDetails({ artifact, id, userId, username, isCreator, commentCount, voting }: DetailsProps) {
  const { vote, voteFailed } = voting;
  const voted = userId !== null && artifact.voters.includes(userId);
  const showContent = artifact.content.trim() !== '' && artifact.content.trim() !== artifact.description.trim();
  return (
    <div id={id} className="artifact-card-details">
      {artifact.image && (
        <img className="artifact-icon-large" src={artifact.image} alt={PAGE_TEXTS.iconAlt(artifact.name)} />
      )}
      <p className="artifact-card-description">{artifact.description || ARTIFACT_MESSAGES.noDescription}</p>
      {showContent && (
        <div className="artifact-card-extra">
          <h3>{PAGE_TEXTS.content}</h3>
          <p>{artifact.content}</p>
        </div>
      )}
      <ArtifactAttachment artifact={artifact} />
      <Facts artifact={artifact} isCreator={isCreator} />
      <Counts
        items={[
          PAGE_TEXTS.votes(artifact.votes),
          PAGE_TEXTS.comments(commentCount),
          PAGE_TEXTS.shares(artifact.shares),
        ]}
      />
      {/* Decision 0226: a creator does not vote for their own artifact; issue 23: nor reports it. */}
      {userId !== null && !isCreator && (
        <div className="artifact-card-social">
          <button
            type="button"
            className="button artifact-vote"
            aria-pressed={voted}
            disabled={vote.isPending}
            onClick={() => vote.mutate()}
          >
            {PAGE_TEXTS.vote}
          </button>
          <ReportButton kind="artifact" target={artifact.id} targetLabel={artifact.name} />
        </div>
      )}
      {voteFailed && <Notice kind="error">{ARTIFACT_MESSAGES.voteFailed}</Notice>}
      <ArtifactComments
        artifact={artifact}
        signedIn={userId !== null}
        viewer={userId !== null ? { id: userId, username } : null}
      />
    </div>
  );
}

/** One artifact: collapsed it previews, expanded (by its title) it shows everything and takes votes and comments. */
export function ArtifactCard({ artifact, expanded, onToggle, userId, username, onEdit, onDelete }: ArtifactCardProps) {
  const headingId = useId();
  const detailsId = useId();
  const voting = useArtifactVote(artifact, userId);
  const isCreator = userId !== null && artifact.creator?.id === userId;
  // A list carries only the latest comments; commentCount says how many there are.
  const commentCount = Math.max(artifact.commentCount ?? 0, artifact.comments.length);

  return (
    <article
      className="panel artifact-card"
      id={artifactCardDomId(artifact.id)}
      aria-labelledby={headingId}
      data-expanded={expanded}
    >
      <h2 className="artifact-card-title" id={headingId}>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={onToggle}
        >
          {artifact.image && <img className="artifact-icon" src={artifact.image} alt="" />}
          <span>{artifact.name}</span>
        </button>
      </h2>
      <CreatorLine artifact={artifact} />

      {expanded ? (
        <CardDetails
          artifact={artifact}
          id={detailsId}
          userId={userId}
          username={username ?? null}
          isCreator={isCreator}
          commentCount={commentCount}
          voting={voting}
        />
      ) : (
        <>
          <p className="artifact-card-preview">{cardPreview(artifact.description)}</p>
          <Counts
            items={[
              PAGE_TEXTS.votes(artifact.votes),
              PAGE_TEXTS.comments(commentCount),
              PAGE_TEXTS.views(artifact.views),
            ]}
          />
        </>
      )}

      {isCreator && (
        <div className="button-row artifact-card-actions">
          <button type="button" className="button" onClick={onEdit}>
            {PAGE_TEXTS.edit}
          </button>
          <button type="button" className="button button-danger" onClick={onDelete}>
            {PAGE_TEXTS.delete}
          </button>
        </div>
      )}
    </article>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Spec 01 §8: shown when loading failed and nothing is listed; it takes no votes or comments. */
export function SampleArtifactCard() {
  return (
    <article className="panel artifact-card artifact-card-sample" aria-label={ARTIFACT_MESSAGES.sampleName}>
      <h2 className="artifact-card-title">
        <span>{ARTIFACT_MESSAGES.sampleName}</span>
      </h2>
      <p className="artifact-card-preview">{ARTIFACT_MESSAGES.sampleDescription}</p>
      <Counts items={[PAGE_TEXTS.votes(0), PAGE_TEXTS.comments(0), PAGE_TEXTS.views(0)]} />
    </article>
  );
}
