import { styled } from 'styled-components';
import { color, font, radius, size, space } from '../../theme/tokens';

export const Heading = styled.h2`
  font-size: ${font.size.lg};
  font-weight: ${font.weight.bold};
`;

export const Fields = styled.div`
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
`;

export const Select = styled.select`
  width: 100%;
  min-height: ${size.touch};
  padding: ${space.sm} ${space.md};
  border: 1px solid ${color['control-border']};
  border-radius: ${radius.md};
  background: ${color.surface};
  /* 16 px: smaller text makes iOS zoom the page on focus. */
  font-size: ${font.size.md};
`;

export const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
`;

export const PageLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  min-height: ${size.touch};
  padding: ${space.sm} 0;
  border-bottom: 1px solid ${color.border};
  color: ${color.brand};
  font-weight: ${font.weight.medium};
  text-decoration: none;
  overflow-wrap: anywhere;
`;

export const Tag = styled.span`
  flex: none;
  padding: ${space.xxs} ${space.sm};
  border-radius: ${radius.pill};
  background: ${color['warning-soft']};
  color: ${color.warning};
  font-size: ${font.size.xs};
  font-weight: ${font.weight.medium};
`;

export const Result = styled.p`
  font-size: ${font.size.sm};
  color: ${color['text-muted']};
  overflow-wrap: anywhere;
`;

export const Preview = styled.img`
  max-height: 200px;
  border-radius: ${radius.md};
  object-fit: contain;
  background: ${color.page};
`;

export const FileLabel = styled.label`
  display: grid;
  gap: ${space.xs};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.medium};

  & input[type='file'] {
    min-height: ${size.touch};
    font-size: ${font.size.sm};
    max-width: 100%;
  }
`;

export const BridgeButtons = styled.div`
  display: grid;
  gap: ${space.sm};
  grid-template-columns: repeat(auto-fit, minmax(136px, 1fr));

  & > button {
    padding-inline: ${space.md};
    font-size: ${font.size.sm};
    text-align: center;
  }
`;
