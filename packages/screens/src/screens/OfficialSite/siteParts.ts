import { styled } from 'styled-components';
import { color, font, radius, space } from '../../theme/tokens';

/**
 * The site's one column: the header's brand and links, the section and the footer's details all start
 * and end on its edges (each box is this wide plus its side padding, centred).
 */
export const SITE_COLUMN = '1072px';

/** A section's h1; focusable so a nav tap can hand focus to the section it opened. */
export const SectionTitle = styled.h1`
  font-size: ${font.size.xl};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
  overflow-wrap: break-word;

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${color.brand};
    outline-offset: 4px;
  }
  @media (min-width: 600px) {
    font-size: 28px;
  }
`;

export const Lead = styled.p`
  color: ${color['text-muted']};
  font-size: ${font.size.md};
  line-height: ${font.lineHeight.normal};
`;

/** A white card of running text. */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding: ${space.lg};
  border-radius: ${radius.lg};
  background: ${color.surface};
  font-size: ${font.size.md};
  line-height: ${font.lineHeight.normal};
  overflow-wrap: break-word;

  & > h2 {
    font-size: ${font.size.lg};
    font-weight: ${font.weight.bold};
    line-height: ${font.lineHeight.tight};
  }
  & ul,
  & ol {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    margin: 0;
    padding-left: ${space.xl};
  }
`;

/** A link drawn as the kit's primary button (the store link opens a page, so it is a link). */
export const LinkButton = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  min-height: 44px;
  padding: ${space.sm} ${space.xl};
  border-radius: ${radius.pill};
  background: ${color.brand};
  color: ${color['on-brand']};
  font-size: ${font.size.md};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
  text-decoration: none;
  touch-action: manipulation;

  &:active {
    background: ${color['brand-strong']};
  }
`;
