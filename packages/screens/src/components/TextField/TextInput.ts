import { styled } from 'styled-components';
import { color, font, radius, size, space } from '../../theme/tokens';
import type { StyledElement } from '../StyledElement';

/**
 * The kit's text box on its own (TextField wraps it with a label and a hint), for an input a screen lays
 * out itself, such as the chatbot's message box. Its own module so a screen that only needs the box does
 * not load the field.
 */
export const TextInput: StyledElement<'input'> = styled.input`
  width: 100%;
  min-height: ${size.touch};
  padding: ${space.sm} ${space.md};
  border: 1px solid ${color['control-border']};
  border-radius: ${radius.md};
  background: ${color.surface};
  /* 16 px: no zoom on focus in mobile browsers. */
  font-size: ${font.size.md};

  &:focus {
    outline: none;
    border-color: ${color.brand};
    box-shadow: 0 0 0 3px ${color['brand-soft']};
  }
  &[aria-invalid='true'] {
    border-color: ${color.danger};
  }
  &::placeholder {
    color: ${color['text-muted']};
  }
`;
