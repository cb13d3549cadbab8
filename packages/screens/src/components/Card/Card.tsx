import { styled } from 'styled-components';
import { color, radius, space } from '../../theme/tokens';
import type { StyledElement } from '../StyledElement';

/** A white card on the grey page: the block every screen is built from. Render as `section` or `article` with `as`. */
export const Card: StyledElement<'div'> = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  min-width: 0;
  padding: ${space.lg};
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: 0 1px 2px rgba(12, 16, 24, 0.06);
`;
