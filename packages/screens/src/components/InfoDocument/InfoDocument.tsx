import { useId, type MouseEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { NavBar } from '../NavBar';
import { Page } from '../Page';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, radius, size, space } from '../../theme/tokens';
import { layOutFrom } from './layOutFrom';

/** One headed section of a document; `id` is its in-page address (`#id`), unique on the page. */
export interface InfoSection {
  id: string;
  title: string;
  content: ReactNode;
}

export interface InfoDocumentProps {
  /** The page title (the bar's h1). */
  title: string;
  onBack?: () => void;
  /** What comes before the sections (a lead paragraph, a date). */
  intro?: ReactNode;
  sections: readonly InfoSection[];
  /** A table of contents linking each section (long documents). */
  contents?: boolean;
  /** What comes after the sections (a contact, a way on). */
  footer?: ReactNode;
}

const Lead = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  color: ${color['text-muted']};
  font-size: ${font.size.md};
  line-height: ${font.lineHeight.normal};

  & > p {
    margin: 0;
  }
`;

const Contents = styled.nav`
  padding: ${space.md} ${space.sm};
  border-radius: ${radius.lg};
  background: ${color.surface};

  & > h2 {
    padding: 0 ${space.sm} ${space.xs};
    font-size: ${font.size.md};
    font-weight: ${font.weight.bold};
    line-height: ${font.lineHeight.tight};
  }
  & > ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** A contents entry: a whole-row link, 44 px tall at least, with its section number. */
const ContentsLink = styled.a`
  display: flex;
  gap: ${space.sm};
  align-items: center;
  min-height: ${size.touch};
  padding: ${space.xs} ${space.sm};
  border-radius: ${radius.md};
  color: ${color.brand};
  font-size: ${font.size.md};
  line-height: ${font.lineHeight.tight};
  text-decoration: none;
  touch-action: manipulation;

  & > span:first-child {
    flex: 0 0 2.5ch;
    color: ${color['text-muted']};
    font-variant-numeric: tabular-nums;
  }
  &:active {
    background: ${color['brand-soft']};
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding: ${space.lg};
  border-radius: ${radius.lg};
  background: ${color.surface};
  font-size: ${font.size.md};
  line-height: ${font.lineHeight.normal};
  overflow-wrap: break-word;

  /* A long document's later sections are laid out as they come near the screen, not all in the first frame
     (the terms' first frame was one task of 176-197 ms at 4x CPU, 111-119 ms of it the text's layout). The
     first sections are on screen as the page opens: laid out at once, so nothing moves a frame later. A
     contents link lays out the sections it lands among first (layOutFrom). */
  &[data-later]:not([data-laid-out]) {
    content-visibility: auto;
    contain-intrinsic-size: auto 480px;
  }

  & > h2 {
    /* Clear of the sticky top bar when a contents link brings it to the top: where the page keeps room for its
       bar (useRoomBesideBar, the NavBar) the margin is only what is left of that, else a bar's height. */
    scroll-margin-top: calc(${size.navBar} + ${space.lg});
    scroll-margin-top: max(${space.sm}, calc(${size.navBar} + ${space.lg} - var(--room-top, 0px)));
    font-size: ${font.size.lg};
    font-weight: ${font.weight.bold};
    line-height: ${font.lineHeight.tight};
  }
  & > h2:focus {
    outline: none;
  }
  & > h2:focus-visible {
    outline: 2px solid ${color.brand};
    outline-offset: 4px;
  }
  p,
  ul,
  ol {
    margin: 0;
  }
  ul,
  ol {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    padding-left: ${space.xl};
  }
  h3 {
    margin-top: ${space.xs};
    font-size: ${font.size.md};
    font-weight: ${font.weight.bold};
    line-height: ${font.lineHeight.tight};
  }
`;

/** How many sections are laid out with the page's first frame (the rest as they near the screen). */
const LAID_OUT_AT_ONCE = 2;

/** What an information document shows: its lead, its sections, and whether it lists them first. */
export type InfoDocumentBodyProps = Pick<InfoDocumentProps, 'intro' | 'sections' | 'contents'>;

/**
 * A page of running text (about us, a policy, terms): headed sections in a reading-width column, with an
 * optional table of contents whose links bring the section to the top and move focus to its heading, so
 * keyboard and screen-reader users go on reading from there.
 */
export function InfoDocument({ title, onBack, footer, ...body }: InfoDocumentProps) {
  return (
    <Page navBar={<NavBar title={title} onBack={onBack} />} width="reading">
      <InfoDocumentBody {...body} />
      {footer}
    </Page>
  );
}

/**
 * The document without its page frame (lead, contents, sections as h2), for a page that has its own
 * frame and h1, such as the official site's policy and terms sections.
 */
export function InfoDocumentBody({ intro, sections, contents = false }: InfoDocumentBodyProps) {
  const t = useText();
  const contentsId = useId();

  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const heading = event.currentTarget.ownerDocument.getElementById(headingId(id));
    if (!heading) return; // let the browser follow the link
    event.preventDefault();
    const section = heading.parentElement;
    if (section) layOutFrom(section, heading.ownerDocument.documentElement.clientHeight);
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      {intro && <Lead>{intro}</Lead>}
      {contents && (
        <Contents aria-labelledby={contentsId}>
          <h2 id={contentsId}>{t('info.contents')}</h2>
          <ol>
            {sections.map((section, index) => (
              <li key={section.id}>
                <ContentsLink href={`#${section.id}`} onClick={(event) => goTo(event, section.id)}>
                  <span aria-hidden="true">{index + 1}.</span>
                  <span>{section.title}</span>
                </ContentsLink>
              </li>
            ))}
          </ol>
        </Contents>
      )}
      {sections.map((section, index) => (
        <Section
          key={section.id}
          id={section.id}
          aria-labelledby={headingId(section.id)}
          data-later={index >= LAID_OUT_AT_ONCE || undefined}
        >
          <h2 id={headingId(section.id)} tabIndex={-1}>
            {contents ? `${index + 1}. ${section.title}` : section.title}
          </h2>
          {section.content}
        </Section>
      ))}
    </>
  );
}

/** The heading a contents link moves focus to. */
export const headingId = (sectionId: string) => `${sectionId}-title`;
