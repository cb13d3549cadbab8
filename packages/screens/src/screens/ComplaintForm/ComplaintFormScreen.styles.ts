import { styled } from 'styled-components';
import { color, font, radius, space } from '../../theme/tokens';

export const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${space.xs} ${space.md};
    border-radius: ${radius.pill};
    background: ${color['brand-soft']};
    color: ${color.brand};
    font-size: ${font.size.sm};
    font-weight: ${font.weight.medium};
    line-height: ${font.lineHeight.normal};
    overflow-wrap: anywhere;
  }
`;

export const Label = styled.label`
  font-size: ${font.size.md};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
`;

export const TextArea = styled.textarea`
  display: block;
  width: 100%;
  min-height: 144px;
  padding: ${space.sm} ${space.md};
  border: 1px solid ${color['control-border']};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  /* 16 px: no zoom on focus in mobile browsers. */
  font: inherit;
  font-size: ${font.size.md};
  line-height: ${font.lineHeight.normal};
  resize: vertical;

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
  &:read-only {
    background: ${color.page};
  }
`;

export const Under = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space.sm};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};

  [data-error] {
    color: ${color.danger};
  }
  [data-counter] {
    margin-left: auto;
    color: ${color['text-muted']};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  [data-counter][data-full] {
    color: ${color.danger};
    font-weight: ${font.weight.bold};
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
`;

export const Notice = styled.p`
  margin: 0;
  padding: ${space.md};
  border-radius: ${radius.md};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};

  &[data-tone='danger'] {
    background: ${color['danger-soft']};
    color: ${color.danger};
  }
  &[data-tone='info'] {
    background: ${color['brand-soft']};
    color: ${color.text};
  }
  small {
    display: block;
    margin-top: ${space.xs};
    font-size: inherit;
  }
`;
