import { type Ref, useId } from 'react';
import { Icon, type IconName } from './icons';
import './plain.css';

export interface Choice<V extends string> {
  value: V;
  label: string;
  detail: string;
  icon: IconName;
}

/**
 * One choice among a few, each a card with its icon, title and a line of detail: native radio buttons
 * under one name (arrow keys move between them), in a fieldset whose legend names the group. An error
 * is shown under the cards and announced.
 */
export function ChoiceCards<V extends string>({
  legend,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  options,
  error,
}: {
  legend: string;
  name: string;
  value: V | undefined;
  onChange: (value: V) => void;
  onBlur?: () => void;
  /** Given to the first radio: react-hook-form focuses it when the group is in error. */
  inputRef?: Ref<HTMLInputElement>;
  options: readonly Choice<V>[];
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset className={error ? 'pl-fieldset pl-field pl-field-error' : 'pl-fieldset pl-field'}>
      <legend className="pl-legend">{legend}</legend>
      <div className="pl-choices">
        {options.map((option, i) => (
          <label key={option.value} className="pl-choice">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              ref={i === 0 ? inputRef : undefined}
              aria-describedby={error ? `${id}-erreur` : undefined}
            />
            <span className="pl-choice-mark" aria-hidden="true" />
            <span className="pl-choice-body">
              <span className="pl-choice-title">
                <Icon name={option.icon} size={20} className="pl-choice-icon" /> {option.label}
              </span>
              <span className="pl-muted pl-small">{option.detail}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-erreur`} className="pl-helper" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
