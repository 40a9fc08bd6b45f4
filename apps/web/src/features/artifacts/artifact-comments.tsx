import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ARTIFACT_MESSAGES, type ArtifactDto } from '@authentic/core';
import { formatDate } from '../../lib/format-date';
import { Notice } from '../../ui/notice';
import { ReportButton } from '../../ui/report-button';
import { mutedMessageOf } from '../../lib/muted-message';
import { artifactKeys, ARTIFACTS_STALE_MS, commentOnArtifact, getArtifact } from './artifacts-api';
import { PAGE_TEXTS } from './page-texts';
import { patchArtifactInCache } from './use-artifacts';

type Comment = ArtifactDto['comments'][number];
interface Viewer {
  id: string;
  username: string | null;
}

/** A comment carries its author's id when the server knows it; else the username tells. */
const isOwnComment = (item: Comment, viewer: Viewer) =>
  item.user.id !== undefined
    ? item.user.id === viewer.id
    : viewer.username !== null && item.user.username.toLowerCase() === viewer.username.toLowerCase();

/** Each comment with its author and date; others' comments carry a Report button for a signed-in viewer. */
function CommentList({ comments, viewer }: { comments: readonly Comment[]; viewer: Viewer | null }) {
  return (
    <ul className="artifact-comment-list">
      {comments.map((item) => (
        <li key={item._id}>
          <span className="artifact-comment-author">{item.user.username}</span>{' '}
          <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
          <p>{item.text}</p>
          {viewer && !isOwnComment(item, viewer) && (
            <ReportButton
              kind="comment"
              target={item._id}
              targetLabel={PAGE_TEXTS.commentBy(item.user.username)}
              className="button report-button artifact-comment-report"
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The comments of an expanded card and, for a signed-in player, the form to add one and a Report
 * button on each comment of someone else (issue 23).
 */
export function ArtifactComments({
  artifact,
  signedIn,
  viewer = null,
}: {
  artifact: ArtifactDto;
  signedIn: boolean;
  viewer?: Viewer | null;
}) {
  const client = useQueryClient();
  const headingId = useId();
  const inputId = useId();
  const [text, setText] = useState('');
  // A failure's sentence: a moderator's mute says why and until when; anything else, try again.
  const [failed, setFailed] = useState<string | null>(null);
  // A list carries only the latest comments: an open card with more asks for the artifact itself.
  const more = (artifact.commentCount ?? 0) > artifact.comments.length;
  const full = useQuery({
    queryKey: artifactKeys.one(artifact.id),
    queryFn: () => getArtifact(artifact.id),
    enabled: more,
    staleTime: ARTIFACTS_STALE_MS,
  });
  const comments = more && full.data ? full.data.comments : artifact.comments;

  const comment = useMutation({
    mutationFn: (value: string) => commentOnArtifact(artifact.id, value),
    onMutate: () => setFailed(null),
    onSuccess: (added) => {
      setText('');
      patchArtifactInCache(client, artifact.id, (current) => ({
        ...current,
        comments: [...current.comments, added],
        commentCount: Math.max(current.commentCount ?? 0, current.comments.length) + 1,
      }));
    },
    onError: (error) => setFailed(mutedMessageOf(error) ?? ARTIFACT_MESSAGES.commentFailed),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    // Spec 01 §5: a blank-after-trim comment is ignored.
    if (!value || comment.isPending) return;
    comment.mutate(value);
  };

  return (
    <section className="artifact-comments" aria-labelledby={headingId}>
      <h3 id={headingId}>{PAGE_TEXTS.commentsHeading}</h3>
      {comments.length === 0 ? (
        <p className="artifact-comments-empty">{ARTIFACT_MESSAGES.noComments}</p>
      ) : (
        <CommentList comments={comments} viewer={viewer} />
      )}
      {failed && <Notice kind="error">{failed}</Notice>}
      {signedIn && (
        <form className="artifact-comment-form" onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">
            {PAGE_TEXTS.commentLabel}
          </label>
          <input
            id={inputId}
            type="text"
            value={text}
            maxLength={500}
            placeholder={ARTIFACT_MESSAGES.commentPlaceholder}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button" disabled={comment.isPending}>
            {comment.isPending ? PAGE_TEXTS.posting : PAGE_TEXTS.postComment}
          </button>
        </form>
      )}
    </section>
  );
}
