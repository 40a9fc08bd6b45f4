import { useId, useState, type Dispatch } from 'react';
import { P } from '../../../ui/palette';
import { colourName, SWATCHES } from './editor-palette';
import type { EditorAction } from './editor-state';
import { EDITOR_TEXTS as T } from './editor-texts';
import type { Pixel } from './pixel-model';
import './colour-picker.css';

export interface ColourPickerProps {
  colour: Pixel;
  dispatch: Dispatch<EditorAction>;
}

/** The game's palette as radio swatches, transparent, and a native picker for any other colour. */
export function ColourPicker({ colour, dispatch }: ColourPickerProps) {
  const name = useId();
  const [lastCustom, setLastCustom] = useState<string>(P.skin);
  const isCustom = colour !== null && !SWATCHES.some((swatch) => swatch.colour === colour);
  const customValue = isCustom ? colour : lastCustom;
  return (
    <fieldset className="pixel-editor-colours">
      <legend className="pixel-editor-legend">{T.colours}</legend>
      <p className="pixel-editor-current">
        <span
          className="pixel-editor-chip"
          data-transparent={colour === null}
          style={colour ? { background: colour } : undefined}
          aria-hidden="true"
        />
        {T.now(colourName(colour))}
      </p>
      <div className="pixel-editor-swatches">
        {SWATCHES.map((swatch) => (
          <label key={swatch.colour} className="pixel-editor-swatch" style={{ background: swatch.colour }}>
            <input
              type="radio"
              name={name}
              checked={colour === swatch.colour}
              onChange={() => dispatch({ type: 'colour', colour: swatch.colour })}
            />
            <span className="visually-hidden">{T.swatch(swatch.name)}</span>
          </label>
        ))}
      </div>
      <div className="pixel-editor-colour-extras">
        <label className="pixel-editor-extra" data-selected={colour === null}>
          <span className="pixel-editor-swatch" data-transparent="true">
            <input
              type="radio"
              name={name}
              checked={colour === null}
              onChange={() => dispatch({ type: 'colour', colour: null })}
            />
          </span>
          <span>{T.transparent}</span>
        </label>
        <label className="pixel-editor-extra pixel-editor-custom" data-selected={isCustom}>
          <input
            type="color"
            value={customValue}
            onChange={(event) => {
              setLastCustom(event.target.value);
              dispatch({ type: 'colour', colour: event.target.value.toLowerCase() });
            }}
          />
          <span>{T.customColour}</span>
        </label>
      </div>
    </fieldset>
  );
}
