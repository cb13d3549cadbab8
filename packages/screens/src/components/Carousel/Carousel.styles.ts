import { IconButton } from '../IconButton';
import { styled } from 'styled-components';
import { color, motion, radius, size, space } from '../../theme/tokens';

export const Root = styled.section`
  display: grid;
  gap: ${space.xs};
  min-width: 0;
`;

export const Viewport = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${radius.lg};
  background: ${color.surface};
  /* Vertical scrolling stays with the browser; sideways moves come to us as pointer events. */
  touch-action: pan-y;

  &[data-images] {
    aspect-ratio: var(--lh-carousel-ratio, 2 / 1);
  }
`;

export const Track = styled.div`
  display: flex;
  height: 100%;
  transform: translate3d(calc(var(--lh-carousel-index, 0) * -100% + var(--lh-carousel-drag, 0px)), 0, 0);
  transition: transform 300ms ease-out;

  &[data-dragging] {
    transition: none;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    user-select: none;
    -webkit-user-drag: none;
  }
`;

export const Controls = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
`;

export const Dots = styled.div`
  grid-column: 2;
  display: flex;
  justify-content: center;
`;

export const Dot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${size.touch};
  height: ${size.touch};
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  touch-action: manipulation;

  /* The visible dot is small; the button around it is the full touch target. */
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: ${radius.pill};
    background: ${color['text-muted']};
    transition:
      width ${motion.normal},
      background-color ${motion.normal};
  }
  &[aria-current='true']::before {
    width: 20px;
    background: ${color.brand};
  }
  @media (prefers-reduced-motion: reduce) {
    &::before {
      transition: none;
    }
  }
`;

export const RotationButton = styled(IconButton)`
  grid-column: 3;
  justify-self: end;
  color: ${color['text-muted']};
`;
