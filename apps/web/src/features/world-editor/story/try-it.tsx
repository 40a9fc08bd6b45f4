import { useId, useState } from 'react';
import type { StoryAction, StoryChoice, StoryLine } from '@authentic/core/ink';
import type { StoryService } from './story-service';
import { STORY_TEXTS as T } from './story-texts';

interface Played {
  lines: StoryLine[];
  choices: StoryChoice[];
  state: string | null;
  ended: boolean;
  failed: string | null;
}

const fresh: Played = { lines: [], choices: [], state: null, ended: false, failed: null };

/**
 * Try it: a knot of the compiled story played in place, as a player would meet it — its lines, its
 * choices as buttons, until it ends; restart plays the knot again from a fresh state.
 */
export function TryIt({
  service,
  compiled,
  knots,
}: {
  service: StoryService;
  compiled: string | null;
  knots: readonly string[];
}) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  const [played, setPlayed] = useState<Played>(fresh);
  const [busy, setBusy] = useState(false);
  const knot = knots.includes(chosen) ? chosen : (knots[0] ?? '');

  const turn = async (action: StoryAction, from: Played) => {
    if (!compiled) return;
    setBusy(true);
    const answer = await service.play(compiled, from.state, action);
    setBusy(false);
    if (!answer.ok) return setPlayed({ ...from, choices: [], failed: T.turnFailed[answer.reason] });
    setPlayed({
      lines: [...from.lines, ...answer.lines],
      choices: answer.choices,
      state: answer.state,
      ended: answer.ended,
      failed: null,
    });
  };

  if (!compiled || knots.length === 0) {
    return (
      <section className="story-try" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{T.tryIt}</h3>
        <p className="field-hint">{T.noKnots}</p>
      </section>
    );
  }
  const started = played.lines.length > 0 || played.failed !== null;
  return (
    <section className="story-try" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{T.tryIt}</h3>
      <div className="story-row">
        <div className="field">
          <label htmlFor={`${id}-knot`}>{T.tryKnot}</label>
          <select id={`${id}-knot`} value={knot} onChange={(event) => setChosen(event.target.value)}>
            {knots.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button" disabled={busy} onClick={() => void turn({ knot }, fresh)}>
          {started ? T.restart : T.play}
        </button>
      </div>
      {started && (
        <div className="story-transcript" aria-label={T.transcript} role="log">
          {played.lines.map((line, index) => (
            <p key={index}>
              {line.text}
              {line.tags.length > 0 && <span className="story-tags">{T.tags(line.tags)}</span>}
            </p>
          ))}
          {played.failed && <p role="alert">{played.failed}</p>}
          {played.ended && !played.failed && <p className="field-hint">{T.ended}</p>}
        </div>
      )}
      {played.choices.length > 0 && (
        <div className="story-choices" role="group" aria-label={T.choices}>
          {played.choices.map((choice) => (
            <button
              key={choice.index}
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void turn({ choice: choice.index }, played)}
            >
              {choice.text}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
