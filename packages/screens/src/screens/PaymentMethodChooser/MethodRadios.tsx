import { useId } from 'react';
import { styled } from 'styled-components';
import { color, font, radius, size, space } from '../../theme/tokens';

export interface MethodRadiosProps {
  /** The question the group answers; names the radio group. */
  legend: string;
  options: readonly { value: string; label: string }[];
  /** The chosen value; none chosen when unset or not among the options. */
  value?: string;
  onChange: (value: string) => void;
  /** Marks the group as the one still to be answered. */
  invalid?: boolean;
}

const Group = styled.fieldset`
  display: grid;
  gap: ${space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${space.sm};
    padding: 0;
    font-size: ${font.size.md};
    font-weight: ${font.weight.bold};
    line-height: ${font.lineHeight.tight};
  }
`;

// The whole row is the tap target (the label); the real radio keeps role, name and arrow keys.
const Option = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${space.md};
  min-height: ${size.touch};
  padding: ${space.sm} ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  font-size: ${font.size.md};
  line-height: ${font.lineHeight.tight};
  overflow-wrap: anywhere;
  cursor: pointer;
  touch-action: manipulation;
  -webkit-tap-highlight-color: transparent;

  &[data-checked] {
    border-color: ${color.brand};
    background: ${color['brand-soft']};
  }
  &:focus-within {
    outline: 2px solid ${color.brand};
    outline-offset: 2px;
  }
  [data-invalid] > & {
    border-color: ${color.danger};
  }

  & > input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }
`;

const Dot = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  border: 2px solid ${color['control-border']};
  border-radius: 50%;

  input:checked + & {
    border-color: ${color.brand};
  }
  input:checked + &::after {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${color.brand};
  }
`;

/** A question with one answer from a short list: native radios drawn as full-width rows. */
export function MethodRadios({ legend, options, value, onChange, invalid = false }: MethodRadiosProps) {
  const name = useId();
  return (
    <Group data-invalid={invalid || undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Option key={option.value} data-checked={option.value === value || undefined}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <Dot aria-hidden="true" />
          <span>{option.label}</span>
        </Option>
      ))}
    </Group>
  );
}
