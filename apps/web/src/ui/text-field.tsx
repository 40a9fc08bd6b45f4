import { useId, useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { UI_TEXTS } from './ui-texts';

interface FieldFrameProps {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

/** The ARIA wiring every control needs: its id and what describes it. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, control, hint and error, wired so a screen reader reads them together. */
function FieldFrame({
  label,
  error,
  hint,
  id,
  className,
  control,
}: FieldFrameProps & { id?: string; className?: string; control: (props: ControlProps) => ReactNode }) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={inputId}>{label}</label>
      {control({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <div id={`${inputId}-hint`} className="field-hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${inputId}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = FieldFrameProps & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input whose error and hint are read out with it. */
export function TextField({ label, error, hint, id, className, ...input }: InputProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      id={id}
      className={className}
      control={(aria) => <input {...input} {...aria} />}
    />
  );
}

type TextAreaProps = FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({ label, error, hint, id, className, ...textarea }: TextAreaProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      id={id}
      className={className}
      control={(aria) => <textarea {...textarea} {...aria} />}
    />
  );
}

/** A password input with a Show/Hide toggle. */
export function PasswordField(props: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-field">
      <TextField {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="password-toggle"
        aria-pressed={visible}
        onClick={() => setVisible((value) => !value)}
      >
        {visible ? UI_TEXTS.hidePassword : UI_TEXTS.showPassword}
      </button>
    </div>
  );
}
