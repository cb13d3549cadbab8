import { useRef, type ComponentPropsWithRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled, type IStyledComponent } from 'styled-components';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { color, font, layer, safeArea, size, space } from '../../theme/tokens';
import { useText } from '../../i18n/LocaleProvider';
import { barControlsInView, useRoomBesideBar } from '../../hooks/useRoomBesideBar';
import type { StyledElement } from '../StyledElement';

export type NavBarVariant = 'surface' | 'brand';

export interface NavBarProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page title, shown as the page's h1. */
  title: ReactNode;
  /** Shows a back button that calls this; without it there is no back button (a first page). */
  onBack?: () => void;
  /** Right-hand slot: an icon button or a short text button. */
  action?: ReactNode;
  /** `surface`: white bar with a hairline; `brand`: the market's brand colour. */
  variant?: NavBarVariant;
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${layer.sticky};
  padding-top: ${safeArea.top};
  padding-left: ${safeArea.left};
  padding-right: ${safeArea.right};

  &[data-variant='surface'] {
    background: ${color.surface};
    color: ${color.text};
    box-shadow: inset 0 -1px 0 ${color.border};
  }
  &[data-variant='brand'] {
    background: ${color.brand};
    color: ${color['on-brand']};
  }
  /* Its controls count as in view where the bar holds them: their scroll area is moved out of the room the page
     keeps for the bar (useRoomBesideBar), or focusing Back would scroll the page to the top. */
  & * {
    ${barControlsInView.top}
  }
  /* The default focus ring is brand-coloured, which vanishes on a brand bar. */
  &[data-variant='brand'] :focus-visible {
    outline-color: ${color['on-brand']};
  }
`;

// Equal side columns keep the title centred whether or not there is a back button or an action; a side never
// gets less than its content's narrowest (a text action's longest word, at large text), the title wraps instead.
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(min-content, 1fr) minmax(0, auto) minmax(min-content, 1fr);
  align-items: center;
  gap: ${space.xs};
  min-height: ${size.navBar};
  padding: 0 ${space.xs};
`;

const Side = styled.div`
  display: flex;
  align-items: center;
  min-width: ${size.touch};

  &[data-side='end'] {
    justify-content: flex-end;
  }
`;

const Title = styled.h1`
  font-size: ${font.size.lg};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
  text-align: center;
  padding: ${space.sm} 0;
  /* Long titles wrap instead of being cut off: the borrower must be able to read where they are. */
  overflow-wrap: anywhere;
  text-wrap: balance;
`;

/** A 44 px icon button for the bar (back, or an action such as customer service); give it an aria-label. */
export const NavBarButton: StyledElement<'button'> = styled(IconButton)`
  svg {
    width: 24px;
    height: 24px;
  }
`;

/**
 * A short text action for the bar (e.g. "My complaints"). A label longer than its side of the bar (Indonesian
 * at 320 px) wraps onto a second line there instead of running under the title.
 */
export const NavBarTextButton: IStyledComponent<'web', ComponentPropsWithRef<typeof Button>> = styled(
  Button,
).attrs({ variant: 'text' as const })`
  padding-inline: ${space.sm};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.tight};
  text-align: end;
  white-space: normal;
`;

/** The top bar of a page: back, title, and an optional action on the right; what the browser reveals lands below it. */
export function NavBar({ title, onBack, action, variant = 'surface', ...rest }: NavBarProps) {
  const t = useText();
  const bar = useRef<HTMLElement>(null);
  useRoomBesideBar(bar, 'top');
  return (
    <Bar ref={bar} data-variant={variant} {...rest}>
      <Row>
        <Side>
          {onBack && (
            <NavBarButton aria-label={t('common.back')} onClick={onBack}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M15 5l-7 7 7 7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </NavBarButton>
          )}
        </Side>
        <Title>{title}</Title>
        <Side data-side="end">{action}</Side>
      </Row>
    </Bar>
  );
}
