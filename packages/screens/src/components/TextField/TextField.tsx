import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { color, font, space } from '../../theme/tokens';
import { TextInput } from './TextInput';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'defaultValue'
> {
  label: ReactNode;
  value?: string;
  defaultValue?: string;
  /** Fires with the new text on every edit. */
  onChange?: (value: string) => void;
  /** Help or error text under the field; `invalid` marks it as an error for assistive tech. */
  hint?: ReactNode;
  invalid?: boolean;
}

const Field = styled.div`
  display: grid;
  gap: ${space.xs};
`;

const Label = styled.label`
  font-size: ${font.size.sm};
  font-weight: ${font.weight.medium};
  color: ${color.text};
`;

const Hint = styled.p`
  font-size: ${font.size.sm};
  color: ${color['text-muted']};
  &[data-invalid] {
    color: ${color.danger};
  }
`;

/** A labelled single-line input. */
export function TextField({ label, hint, invalid, onChange, id, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <TextInput
        id={inputId}
        aria-invalid={invalid || undefined}
        aria-describedby={hintId}
        onChange={(e) => onChange?.(e.target.value)}
        {...rest}
      />
      {hint && (
        <Hint id={hintId} data-invalid={invalid || undefined}>
          {hint}
        </Hint>
      )}
    </Field>
  );
}
