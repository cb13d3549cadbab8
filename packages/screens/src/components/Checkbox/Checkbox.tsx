import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { color, font, motion, radius, size, space } from '../../theme/tokens';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange' | 'children' | 'size'
> {
  checked?: boolean;
  defaultChecked?: boolean;
  /** The new state; a checkbox only fires on a real change. */
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  /**
   * The label. It may hold links (`<a href>`) or buttons, e.g. agreement titles: tapping those opens
   * them without toggling the box (the browser's own label rule for interactive content).
   */
  children: ReactNode;
}

const Root = styled.label`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
  min-height: ${size.touch};
  padding-block: ${space.md};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
  color: ${color.text};
  cursor: pointer;
  touch-action: manipulation;
  -webkit-tap-highlight-color: transparent;

  /* The real input sits on the drawn box: it keeps the checkbox role, name and keyboard behaviour. */
  input {
    position: absolute;
    top: ${space.md};
    left: 0;
    width: 20px;
    height: 20px;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }
  a {
    color: ${color.brand};
    text-decoration: underline;
    text-underline-offset: 2px;
  }

  &[data-disabled] {
    cursor: not-allowed;
    color: ${color['text-muted']};
  }
`;

const Box = styled.span`
  flex: none;
  display: flex;
  width: 20px;
  height: 20px;
  /* Centres the box on the first line of text (21 px). */
  margin-top: 0.5px;
  border: 2px solid ${color['control-border']};
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: transparent;
  transition:
    background-color ${motion.fast},
    border-color ${motion.fast};

  input:checked + & {
    background: ${color.brand};
    border-color: ${color.brand};
    color: ${color['on-brand']};
  }
  input:focus-visible + & {
    outline: 2px solid ${color.brand};
    outline-offset: 2px;
  }
  input:disabled + & {
    background: ${color.disabled};
    border-color: ${color.disabled};
  }
  input:disabled:checked + & {
    color: ${color['on-disabled']};
  }
`;

/** A labelled checkbox with a drawn box; the whole row is the tap target. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { checked, defaultChecked, onChange, disabled, children, className, style, ...rest },
  ref,
) {
  return (
    <Root className={className} style={style} data-disabled={disabled || undefined}>
      <input
        ref={ref}
        type="checkbox"
        checked={checked}
        defaultChecked={checked === undefined ? defaultChecked : undefined}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.checked)}
        {...rest}
      />
      <Box aria-hidden="true">
        <svg viewBox="0 0 16 16" width="16" height="16">
          <path
            d="M3.5 8.5l3 3 6-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </Box>
      <span>{children}</span>
    </Root>
  );
});
