import { styled } from 'styled-components';
import { Card } from '../../components/Card';
import type { StyledElement } from '../../components/StyledElement';
import { color, font, radius, size, space } from '../../theme/tokens';

/** How many page links a 412 x 823 screen shows as the page opens (below the parameters). */
export const LINKS_ON_FIRST_SCREEN = 6;

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

  /* The page's first frame was its longest task (a layout of 258 objects, 110-160 ms at 4x CPU): links past
     the first screenful are laid out as they near it. Not the first six: they are on a 412 x 823 screen as
     the page opens, and an on-screen placeholder gives way to the real row a frame later, moving what is
     below (see the instalment plan's rows). 45 px: a 44 px row and its border. */
  & > li:nth-child(n + ${LINKS_ON_FIRST_SCREEN + 1}) {
    content-visibility: auto;
    contain-intrinsic-size: auto 45px;
  }
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

/**
 * A section below the page list. Below a long list (`data-later`) it is never on the first screen as the page
 * opens, so it is laid out as it nears the screen.
 */
export const SectionBelowList: StyledElement<'div'> = styled(Card)`
  &[data-later] {
    content-visibility: auto;
    contain-intrinsic-size: auto 320px;
  }
`;
