import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import styled from 'styled-components';
import { color, font, motion, radius, size, space } from '../../theme/tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and ignores taps while an action runs; the label stays for screen readers. */
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

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: ${color.disabled};
    color: ${color['on-disabled']};
    border-color: transparent;
  }
  &[data-variant='text']:disabled {
    background: transparent;
  }

  &[data-loading] {
    cursor: progress;
  }
  &[data-loading] > [data-label] {
    opacity: 0.4;
  }
`;

// Centred over the label, which stays (dimmed) so the button keeps its width and name.
const ButtonSpinner = styled(Spinner)`
  position: absolute;
`;

/** The one button of the kit: primary for the main action, secondary beside it, text for links. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', loading = false, block = false, type = 'button', onClick, children, ...rest },
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
      aria-disabled={loading || undefined}
      onClick={loading ? undefined : onClick}
      {...rest}
    >
      {loading && <ButtonSpinner data-size="sm" />}
      <span data-label="">{children}</span>
    </StyledButton>
  );
});
