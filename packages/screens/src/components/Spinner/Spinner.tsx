import { keyframes, styled } from 'styled-components';
import type { StyledElement } from '../StyledElement';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * The kit's one spinner, in the current text colour. Decorative: whatever shows it also says in words
 * what is happening. `data-size`: `sm` 16 px (in a button), `md` 24 px (default), `lg` 32 px (full screen).
 */
export const Spinner: StyledElement<'span'> = styled.span.attrs({ 'aria-hidden': true })`
  flex: none;
  display: inline-block;
  width: 24px;
  height: 24px;
  border: 3px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  &[data-size='sm'] {
    width: 16px;
    height: 16px;
    border-width: 2px;
  }
  &[data-size='lg'] {
    width: 32px;
    height: 32px;
  }
  /* Slowed, not stopped: a still ring would read as a frozen page. */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
