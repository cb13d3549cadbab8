import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { styled } from 'styled-components';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, layer, radius, safeArea, size, space } from '../../theme/tokens';
import { SITE_NAV_KEYS, SITE_SECTIONS, type SiteSection } from './siteSections';
import { followsInPage } from './followsInPage';
import { barControlsInView, useRoomBesideBar } from '../../hooks/useRoomBesideBar';
import { SITE_COLUMN } from './siteParts';

/** Wider than this, the six links fit on one line beside the brand; narrower, they fold into a menu. */
export const SITE_WIDE = '960px';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${layer.sticky};
  background: ${color.surface};
  border-bottom: 1px solid ${color.border};
  padding: ${safeArea.top} ${safeArea.right} 0 ${safeArea.left};

  /* The page keeps room for the header (useRoomBesideBar), so a contact field brought back from above lands
     below it; its own links and Menu count as in view where they are. The room follows the open menu too. */
  & * {
    ${barControlsInView.top}
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.xs} ${space.md};
  max-width: calc(${SITE_COLUMN} + 2 * ${space.lg});
  margin: 0 auto;
  padding: ${space.xs} ${space.lg};
`;

const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: ${size.touch};
  min-width: 0;
  color: ${color.text};
  font-size: ${font.size.lg};
  font-weight: ${font.weight.bold};
  text-decoration: none;
  overflow-wrap: anywhere;

  & > svg {
    flex: none;
    width: 32px;
    height: 32px;
    color: ${color.brand};
  }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-width: ${size.touch};
  min-height: ${size.touch};
  padding: 0 ${space.md};
  border: 1px solid ${color['control-border']};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${font.size.md};
  cursor: pointer;
  touch-action: manipulation;

  & > svg {
    width: 20px;
    height: 20px;
  }
  @media (min-width: ${SITE_WIDE}) {
    display: none;
  }
`;

const Nav = styled.nav`
  flex: 1 0 100%;

  /* Folded on phones until the menu opens; always shown on wide screens. */
  &:not([data-open]) {
    display: none;
  }
  @media (min-width: ${SITE_WIDE}) {
    flex: 0 1 auto;
    &:not([data-open]) {
      display: block;
    }
  }
`;

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0 0 ${space.sm};
  list-style: none;

  @media (min-width: ${SITE_WIDE}) {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: flex-end;
    padding: 0;
  }
`;

const Link = styled.a`
  display: flex;
  align-items: center;
  min-height: ${size.touch};
  padding: ${space.xs} ${space.md};
  border-radius: ${radius.md};
  color: ${color.text};
  font-size: ${font.size.md};
  text-decoration: none;
  touch-action: manipulation;

  &:hover {
    background: ${color['brand-soft']};
  }
  &[aria-current='page'] {
    color: ${color.brand};
    font-weight: ${font.weight.bold};
    box-shadow: inset 3px 0 0 ${color.brand};
  }
  @media (min-width: ${SITE_WIDE}) {
    padding: ${space.xs} ${space.sm};
    &[aria-current='page'] {
      box-shadow: inset 0 -3px 0 ${color.brand};
    }
  }
`;

export interface SiteHeaderProps {
  section: SiteSection;
  brandName: string;
  hrefs: Readonly<Record<SiteSection, string>>;
  onNavigate?: (section: SiteSection) => void;
}

/**
 * The site's header: the brand (a link home) and the six sections, the current one marked
 * `aria-current="page"`. On phones the links fold behind a Menu button (a disclosure): a link or Escape
 * folds them again, Escape handing focus back to the button.
 */
export function SiteHeader({ section, brandName, hrefs, onNavigate }: SiteHeaderProps) {
  const t = useText();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  useRoomBesideBar(header, 'top');

  const go = (event: MouseEvent<HTMLAnchorElement>, to: SiteSection) => {
    setOpen(false);
    if (!onNavigate || !followsInPage(event)) return; // the browser opens the address itself
    event.preventDefault();
    onNavigate(to);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };

  return (
    <Header ref={header} onKeyDown={onKeyDown}>
      <Bar>
        <Brand href={hrefs.home} onClick={(event) => go(event, 'home')}>
          <svg viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path d="M9 21l5-6 4 4 6-8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
          </svg>
          <span>{brandName || t('site.home')}</span>
        </Brand>
        <MenuButton
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((was) => !was)}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
            {open ? (
              <path d="M5.4 4 10 8.6 14.6 4 16 5.4 11.4 10l4.6 4.6-1.4 1.4-4.6-4.6L5.4 16 4 14.6 8.6 10 4 5.4z" />
            ) : (
              <path d="M3 5h14v2H3zm0 4h14v2H3zm0 4h14v2H3z" />
            )}
          </svg>
          {t('site.menu')}
        </MenuButton>
        <Nav id={listId} aria-label={t('site.nav')} data-open={open || undefined}>
          <Links>
            {SITE_SECTIONS.map((to) => (
              <li key={to}>
                <Link
                  href={hrefs[to]}
                  aria-current={to === section ? 'page' : undefined}
                  onClick={(event) => go(event, to)}
                >
                  {t(SITE_NAV_KEYS[to])}
                </Link>
              </li>
            ))}
          </Links>
        </Nav>
      </Bar>
    </Header>
  );
}
