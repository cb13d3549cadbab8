import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { styled } from 'styled-components';
import { color, font, motion, radius, size, space } from '../../theme/tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /**
   * Shows a spinner in place of the label and ignores taps while an action runs, in the variant's
   * colours even when `aria-disabled` is also set; the label keeps the width and the accessible name.
   */
  loading?: boolean;
  /** Full width, as in a bottom action bar. */
  block?: boolean;
  children?: ReactNode;
}

// Visual state lives in data-* attributes so the CSS below is static (generated once).
const StyledButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  min-height: ${size.touch};
  min-width: ${size.touch};
  padding: ${space.sm} ${space.lg};
  border: 1px solid transparent;
  border-radius: ${radius.pill};
  font-size: ${font.size.md};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
  cursor: pointer;
  touch-action: manipulation;
  transition:
    background-color ${motion.fast},
    opacity ${motion.fast};
  user-select: none;

  &[data-block] {
    display: flex;
    width: 100%;
  }

  &[data-variant='primary'] {
    background: ${color.brand};
    color: ${color['on-brand']};
  }
  &[data-variant='primary']:active {
    background: ${color['brand-strong']};
  }

  &[data-variant='secondary'] {
    background: ${color.surface};
    color: ${color.brand};
    border-color: ${color.brand};
  }
  &[data-variant='secondary']:active {
    background: ${color['brand-soft']};
  }

  &[data-variant='text'] {
    background: transparent;
    color: ${color.brand};
    padding-inline: ${space.sm};
  }
  &[data-variant='text']:active {
    background: ${color['brand-soft']};
  }

  /* A loading button keeps its variant's colours: grey would read as "not allowed", not "working". */
  &:disabled:not([data-loading]),
  &[aria-disabled='true']:not([data-loading]) {
    cursor: not-allowed;
    background: ${color.disabled};
    color: ${color['on-disabled']};
    border-color: transparent;
  }
  &[data-variant='text']:disabled:not([data-loading]) {
    background: transparent;
  }

  &[data-loading] {
    cursor: progress;
  }
  /* Transparent, not visibility: hidden, so the label keeps the button's width and stays its accessible name. */
  &[data-loading] > [data-label] {
    opacity: 0;
  }
`;

// Replaces the label visually, centred on the button.
const ButtonSpinner = styled(Spinner)`
  position: absolute;
  inset: 0;
  margin: auto;
`;

/** The one button of the kit: primary for the main action, secondary beside it, text for links. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    loading = false,
    block = false,
    type = 'button',
    onClick,
    children,
    'aria-disabled': ariaDisabled,
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      data-variant={variant}
      data-block={block || undefined}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      // Stays focusable while loading (aria-disabled) so focus is not lost mid-action.
      aria-disabled={loading || ariaDisabled || undefined}
      onClick={loading ? undefined : onClick}
      {...rest}
    >
      {loading && <ButtonSpinner data-size="sm" />}
      <span data-label="">{children}</span>
    </StyledButton>
  );
});
