import { useId, useState } from 'react';
import {
  REPORT_REASON_LABELS,
  SAFETY_MESSAGES,
  WORLD_MODERATION_MESSAGES,
  type ModerationActionName,
  type ModerationActionRequest,
  type ModerationReport,
  type ModerationRestrictionRequest,
} from '@authentic/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import {
  ACTION_LABELS,
  CONFIRM_TEXTS,
  DURATIONS,
  formatWhen,
  KIND_LABELS,
  MODERATION_TEXTS as T,
} from './moderation-texts';
import { RestrictionControls } from './restriction-controls';
import { WorldHideReason } from './world-hide-reason';

export interface ReportCardProps {
  report: ModerationReport;
  /** Sends one action; rejects with the error to show. A closed report offers none. */
  onAction: (request: ModerationActionRequest) => Promise<unknown>;
  /** Lifts or shortens the reported player's mute or suspension. */
  onRestriction: (userId: string, request: ModerationRestrictionRequest) => Promise<unknown>;
}

/** The thing reported as a moderator must judge it: the artifact, the comment, the chat line, the player. */
function Subject({ report }: { report: ModerationReport }) {
  const { subject, targetUser } = report;
  const artifactId = report.kind === 'artifact' ? report.targetId : (subject?.artifactId ?? null);
  return (
    <div className="moderation-subject">
      <h4>{T.whatWasReported}</h4>
      {subject === null ? (
        <p>{SAFETY_MESSAGES.reportTargetGone}</p>
      ) : (
        <>
          {subject.title && <p className="moderation-subject-title">{subject.title}</p>}
          {report.kind !== 'player' && <blockquote className="moderation-subject-text">{subject.text}</blockquote>}
          {subject.hidden && <p className="moderation-hidden">{SAFETY_MESSAGES.hiddenByModerator}</p>}
          {artifactId && (
            <p>
              <Link to={paths.artifact(artifactId)}>{T.openArtifact}</Link>
            </p>
          )}
          {report.kind === 'world' && (
            <p>
              <Link to={paths.world(report.targetId)}>{WORLD_MODERATION_MESSAGES.openWorld}</Link>
            </p>
          )}
        </>
      )}
      {targetUser && (
        <p className="moderation-target-user">
          {T.player}: <Link to={paths.player(targetUser.username)}>{targetUser.username}</Link>
        </p>
      )}
    </div>
  );
}

/** The actions a report offers: hide by its kind (when there is something left to hide), restrict its player, close. */
function actionsFor(report: ModerationReport): ModerationActionName[] {
  const visible = report.subject !== null && !report.subject.hidden;
  const actions: ModerationActionName[] = [];
  if (report.kind === 'artifact' && visible) actions.push('hideArtifact');
  if (report.kind === 'comment' && visible) actions.push('hideComment');
  if (report.kind === 'world' && visible) actions.push('hideWorld');
  if (report.kind === 'tileset' && report.subject) actions.push(report.subject.hidden ? 'showTileset' : 'hideTileset');
  if (report.targetUser) actions.push('mutePlayer', 'suspendPlayer');
  actions.push('close');
  return actions;
}

const needsMinutes = (action: ModerationActionName) => action === 'mutePlayer' || action === 'suspendPlayer';

/**
 * One report: what, why, who and when, the reported player's mute or suspension (lift, end sooner),
 * then, while it is open, the moderator's actions with a note and a duration.
 */
export function ReportCard({ report, onAction, onRestriction }: ReportCardProps) {
  const closed = report.status === 'closed';
  const headingId = useId();
  return (
    <article className="moderation-report" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <span className="moderation-kind">{KIND_LABELS[report.kind]}</span> {REPORT_REASON_LABELS[report.reason]}
      </h3>
      <dl className="moderation-facts">
        <div>
          <dt>{T.reportedBy}</dt>
          <dd>
            {report.reporter ? (
              <Link to={paths.player(report.reporter.username)}>{report.reporter.username}</Link>
            ) : (
              T.unknownReporter
            )}
          </dd>
        </div>
        <div>
          <dt>{T.reportedAt}</dt>
          <dd>
            <time dateTime={report.createdAt}>{formatWhen(report.createdAt)}</time>
          </dd>
        </div>
        {closed && report.closedAt && (
          <div>
            <dt>{T.closedAt}</dt>
            <dd>
              <time dateTime={report.closedAt}>{formatWhen(report.closedAt)}</time>
            </dd>
          </div>
        )}
        <div>
          <dt>{T.details}</dt>
          <dd>{report.details.trim() || T.noDetails}</dd>
        </div>
      </dl>
      <Subject report={report} />
      {report.targetUser && <RestrictionControls player={report.targetUser} onChange={onRestriction} />}
      {!closed && <OpenActions report={report} headingId={headingId} onAction={onAction} />}
    </article>
  );
}

/** The actions of an open report: a note, a duration for a mute or suspension, and a button each. */
function OpenActions({
  report,
  headingId,
  onAction,
}: {
  report: ModerationReport;
  headingId: string;
  onAction: ReportCardProps['onAction'];
}) {
  const noteId = useId();
  const durationId = useId();
  const [note, setNote] = useState('');
  const [minutes, setMinutes] = useState<number>(DURATIONS[1].minutes);
  const [confirming, setConfirming] = useState<ModerationActionName | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const actions = actionsFor(report);
  const durationLabel = DURATIONS.find((d) => d.minutes === minutes)?.label ?? '';
  // The reason a hidden world's page shows: the report's own, unless the moderator picks another.
  const [hideReason, setHideReason] = useState<string>(report.reason);
  // A hide names the artifact or the world; a mute or suspension names the player.
  const targetName = (action: ModerationActionName) =>
    action === 'hideArtifact' || action === 'hideWorld'
      ? (report.subject?.title ?? '')
      : (report.targetUser?.username ?? '');

  const run = async (action: ModerationActionName) => {
    setConfirming(null);
    setBusy(true);
    setError(null);
    const trimmed = note.trim();
    try {
      await onAction({
        action,
        ...(needsMinutes(action) ? { minutes } : {}),
        ...(trimmed ? { note: trimmed } : {}),
        ...(action === 'hideWorld' ? { reason: hideReason } : {}),
      });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const ask = (action: ModerationActionName) => (CONFIRM_TEXTS[action] ? setConfirming(action) : void run(action));

  return (
    <div aria-busy={busy}>
      <div className="moderation-controls">
        <div className="field">
          <label htmlFor={noteId}>{T.note}</label>
          <textarea id={noteId} rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        {report.targetUser && (
          <div className="field">
            <label htmlFor={durationId}>{T.duration}</label>
            <select id={durationId} value={minutes} onChange={(e) => setMinutes(Number(e.target.value))}>
              {DURATIONS.map((d) => (
                <option key={d.minutes} value={d.minutes}>
                  {d.label}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <div className="button-row moderation-actions">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'close' ? 'button' : 'button button-danger'}
            aria-describedby={headingId}
            disabled={busy}
            onClick={() => ask(action)}
          >
            {ACTION_LABELS[action]}
          </button>
        ))}
      </div>
      {busy && <p role="status">{T.working}</p>}
      {error && <Notice kind="error">{error}</Notice>}

      {confirming && (
        <Modal title={`${ACTION_LABELS[confirming]}?`} onClose={() => setConfirming(null)}>
          <p>{CONFIRM_TEXTS[confirming]?.(targetName(confirming), durationLabel)}</p>
          {confirming === 'hideWorld' && <WorldHideReason value={hideReason} onChange={setHideReason} />}
          <div className="button-row">
            <button type="button" className="button button-danger" onClick={() => void run(confirming)}>
              {ACTION_LABELS[confirming]}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(null)}>
              {T.cancel}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
