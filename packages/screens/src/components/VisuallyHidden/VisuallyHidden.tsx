import { styled } from 'styled-components';
import type { StyledElement } from '../StyledElement';

/** Text for screen readers only (a step number, a live status), out of sight but not out of the page. */
export const VisuallyHidden: StyledElement<'span'> = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
