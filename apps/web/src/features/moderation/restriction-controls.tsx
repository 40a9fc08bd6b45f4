import { useId, useState } from 'react';
import type { ModerationRestrictionRequest, PlayerRestriction } from '@authentic/core';
import { Notice } from '../../ui/notice';
import { DURATIONS, formatWhen, MODERATION_TEXTS as T } from './moderation-texts';

export interface RestrictedPlayer {
  id: string;
  username: string;
  mutedUntil: string | null;
  suspendedUntil: string | null;
}

export interface RestrictionControlsProps {
  player: RestrictedPlayer;
  /** Sends one change; rejects with the error to show. */
  onChange: (userId: string, request: ModerationRestrictionRequest) => Promise<unknown>;
  /** The moment "now" is for the durations offered (tests pass one; else the time the card first shows). */
  nowMs?: number;
}

const LABELS = {
  mute: { until: T.mutedUntil, lift: T.liftMute, shorten: T.shortenMute },
  suspension: { until: T.suspendedUntil, lift: T.liftSuspension, shorten: T.shortenSuspension },
} as const;

/** One mute or suspension in force: its end, Lift, and End sooner with the durations shorter than what is left. */
function Restriction({
  kind,
  until,
  busy,
  nowMs,
  send,
}: {
  kind: PlayerRestriction;
  until: string;
  busy: boolean;
  nowMs: number;
  send: (request: ModerationRestrictionRequest) => void;
}) {
  const selectId = useId();
  const left = Date.parse(until) - nowMs;
  const shorter = DURATIONS.filter((d) => d.minutes * 60_000 < left);
  const [minutes, setMinutes] = useState<number | undefined>(shorter[0]?.minutes);
  const chosen = shorter.some((d) => d.minutes === minutes) ? minutes : shorter[0]?.minutes;
  const labels = LABELS[kind];
  return (
    <div className="moderation-restriction">
      <p>{labels.until(formatWhen(until))}</p>
      <div className="button-row">
        <button type="button" className="button" disabled={busy} onClick={() => send({ restriction: kind })}>
          {labels.lift}
        </button>
        {chosen !== undefined && (
          <>
            <label htmlFor={selectId} className="visually-hidden">
              {`${T.endSooner} (${labels.shorten})`}
            </label>
            <select id={selectId} value={chosen} onChange={(e) => setMinutes(Number(e.target.value))}>
              {shorter.map((d) => (
                <option key={d.minutes} value={d.minutes}>
                  {T.endsIn(d.label)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => send({ restriction: kind, minutes: chosen })}
            >
              {labels.shorten}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * What a moderator may do about a player's mute or suspension in force (issue 38 item 6): lift
 * it, or end it sooner. Nothing shows when neither is in force.
 */
export function RestrictionControls({ player, onChange, nowMs: givenNow }: RestrictionControlsProps) {
  const headingId = useId();
  // "Now" as the card first showed: the page reads the reports again after every change.
  const [nowMs] = useState(() => givenNow ?? Date.now());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inForce = (until: string | null) => (until && Date.parse(until) > nowMs ? until : null);
  const muted = inForce(player.mutedUntil);
  const suspended = inForce(player.suspendedUntil);
  if (!muted && !suspended) return null;

  const send = (request: ModerationRestrictionRequest) => {
    setBusy(true);
    setError(null);
    onChange(player.id, request)
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)))
      .finally(() => setBusy(false));
  };
  return (
    <section className="moderation-restrictions" aria-labelledby={headingId} aria-busy={busy}>
      <h4 id={headingId}>{T.restrictionsLabel(player.username)}</h4>
      {muted && <Restriction kind="mute" until={muted} busy={busy} nowMs={nowMs} send={send} />}
      {suspended && <Restriction kind="suspension" until={suspended} busy={busy} nowMs={nowMs} send={send} />}
      {error && <Notice kind="error">{error}</Notice>}
    </section>
  );
}
