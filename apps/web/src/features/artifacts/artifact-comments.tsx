import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ARTIFACT_MESSAGES, type ArtifactDto } from '@authentic/core';
import { Notice } from '../../ui/notice';
import { artifactKeys, ARTIFACTS_STALE_MS, commentOnArtifact, getArtifact } from './artifacts-api';
import { PAGE_TEXTS } from './page-texts';
import { patchArtifactInCache } from './use-artifacts';

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString();
}

/** The comments of an expanded card and, for a signed-in player, the form to add one. */
export function ArtifactComments({ artifact, signedIn }: { artifact: ArtifactDto; signedIn: boolean }) {
  const client = useQueryClient();
  const headingId = useId();
  const inputId = useId();
  const [text, setText] = useState('');
  const [failed, setFailed] = useState(false);
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
    onMutate: () => setFailed(false),
    onSuccess: (added) => {
      setText('');
      patchArtifactInCache(client, artifact.id, (current) => ({
        ...current,
        comments: [...current.comments, added],
        commentCount: Math.max(current.commentCount ?? 0, current.comments.length) + 1,
      }));
    },
    onError: () => setFailed(true),
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
        <ul className="artifact-comment-list">
          {comments.map((item) => (
            <li key={item._id}>
              <span className="artifact-comment-author">{item.user.username}</span>{' '}
              <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      )}
      {failed && <Notice kind="error">{ARTIFACT_MESSAGES.commentFailed}</Notice>}
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
