import {
  Children,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type FocusEvent,
  type HTMLAttributes,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useText } from '../../i18n/LocaleProvider';
import { AUTOPLAY_INTERVAL, SWIPE_THRESHOLD, clampIndex, nextIndex, swipeDirection } from './slides';
import { Root, Viewport, Track, Slide, Controls, Dots, Dot, RotationButton } from './Carousel.styles';

export interface CarouselSlide {
  id: string;
  /** Image URL (the app's own files or a data: URI). */
  image: string;
  /** What the image says, for screen readers. */
  alt: string;
}

export interface CarouselProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'onChange' | 'children' | 'defaultValue'
> {
  /** Image slides; or pass any content as `children`, one child per slide. */
  slides?: CarouselSlide[];
  children?: ReactNode;
  /** Controlled index of the shown slide. */
  value?: number;
  defaultValue?: number;
  /** Called with the new index whenever the shown slide changes (tap, swipe or autoplay). */
  onChange?: (index: number) => void;
  /** Moves on by itself (never under prefers-reduced-motion). */
  autoplay?: boolean;
  /** Time between slides in ms. */
  interval?: number;
  /** Width / height of image slides, as CSS `aspect-ratio`. */
  aspectRatio?: string;
  /** Accessible name of the carousel; the dictionary's 'carousel.label' by default. */
  label?: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(REDUCED_MOTION).matches;
}

/** Sideways movement before a press counts as a drag (and its click is swallowed). */
const SLOP = 8;

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  dx: number;
  dy: number;
  /** The press turned into a sideways drag. */
  moved: boolean;
}

/**
 * Banners that move on every 3 s and follow a swipe. Autoplay pauses while the borrower touches,
 * hovers or focuses it, can be stopped with its button, and never runs under reduced motion.
 */
export function Carousel({
  slides,
  children,
  value,
  defaultValue = 0,
  onChange,
  autoplay = true,
  interval = AUTOPLAY_INTERVAL,
  aspectRatio,
  label,
  style,
  onFocus,
  onBlur,
  onPointerEnter,
  onPointerLeave,
  ...rest
}: CarouselProps) {
  const t = useText();
  const items: ReactNode[] = slides
    ? slides.map((slide) => (
        <img key={slide.id} src={slide.image} alt={slide.alt} draggable={false} decoding="async" />
      ))
    : Children.toArray(children);
  const keys = slides ? slides.map((slide) => slide.id) : items.map((_, i) => String(i));
  const count = items.length;

  const [wanted, setWanted] = useControllableState(value, defaultValue, onChange);
  const index = clampIndex(wanted, count);

  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [dragOffset, setDragOffset] = useState(0);
  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);

  const canRotate = autoplay && count > 1 && !reducedMotion;
  const rotating = canRotate && !stopped;
  const running = rotating && !hovered && !focused && !pressed;

  const go = (to: number) => {
    const target = nextIndex(to, count, 0);
    if (target === index) return;
    setWanted(target);
  };

  const advance = useEffectEvent(() => go(index + 1));
  useEffect(() => {
    if (!running) return;
    // Restarts on every slide change, so a manual move gets a full interval too.
    const timer = setTimeout(advance, Math.max(interval, 1000));
    return () => clearTimeout(timer);
  }, [running, index, interval]);

  if (count === 0) return null;

  const endDrag = (e: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    drag.current = null;
    setPressed(false);
    setDragOffset(0);
    if (cancelled) return;
    swallowClick.current = d.moved;
    const direction = swipeDirection(d.dx, SWIPE_THRESHOLD, d.dy);
    if (direction) go(index + (direction === 'next' ? 1 : -1));
  };

  const handlers = {
    onPointerDown: (e: PointerEvent<HTMLDivElement>) => {
      if (!e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
      drag.current = { pointerId: e.pointerId, x: e.clientX, y: e.clientY, dx: 0, dy: 0, moved: false };
      swallowClick.current = false;
      setPressed(true);
    },
    onPointerMove: (e: PointerEvent<HTMLDivElement>) => {
      const d = drag.current;
      if (!d || d.pointerId !== e.pointerId || count < 2) return;
      d.dx = e.clientX - d.x;
      d.dy = e.clientY - d.y;
      if (!d.moved && Math.abs(d.dx) > SLOP && Math.abs(d.dx) > Math.abs(d.dy)) {
        d.moved = true;
        try {
          e.currentTarget.setPointerCapture(e.pointerId);
        } catch {
          /* a pointer that is already gone cannot be captured; the drag still ends on pointerup */
        }
      }
      if (d.moved) setDragOffset(d.dx);
    },
    onPointerUp: (e: PointerEvent<HTMLDivElement>) => endDrag(e, false),
    // The browser took the gesture over (a vertical scroll): no swipe.
    onPointerCancel: (e: PointerEvent<HTMLDivElement>) => endDrag(e, true),
    onClickCapture: (e: MouseEvent<HTMLDivElement>) => {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
  };

  return (
    <Root
      aria-roledescription="carousel"
      aria-label={label ?? t('carousel.label')}
      data-rotating={running || undefined}
      style={
        {
          ...style,
          '--lh-carousel-index': index,
          '--lh-carousel-drag': `${dragOffset}px`,
          ...(aspectRatio ? { '--lh-carousel-ratio': aspectRatio } : {}),
        } as CSSProperties
      }
      onFocus={(e: FocusEvent<HTMLElement>) => {
        setFocused(true);
        onFocus?.(e);
      }}
      onBlur={(e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
        onBlur?.(e);
      }}
      onPointerEnter={(e) => {
        if (e.pointerType === 'mouse') setHovered(true);
        onPointerEnter?.(e);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType === 'mouse') setHovered(false);
        onPointerLeave?.(e);
      }}
      {...rest}
    >
      <Viewport data-images={slides ? '' : undefined} {...handlers}>
        {/* Announce slide changes only when they are the borrower's doing, not every 3 s. */}
        <Track aria-live={running ? 'off' : 'polite'} data-dragging={dragOffset !== 0 || undefined}>
          {items.map((item, i) => (
            <Slide
              key={keys[i]}
              role="group"
              aria-label={t('carousel.slide', { index: i + 1, count })}
              aria-hidden={i !== index || undefined}
              inert={i !== index}
            >
              {item}
            </Slide>
          ))}
        </Track>
      </Viewport>
      {count > 1 && (
        <Controls>
          <Dots>
            {items.map((_, i) => (
              <Dot
                key={keys[i]}
                type="button"
                aria-label={t('carousel.goTo', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </Dots>
          {canRotate && (
            <RotationButton
              type="button"
              aria-label={stopped ? t('carousel.play') : t('carousel.pause')}
              onClick={() => setStopped((s) => !s)}
            >
              {stopped ? (
                <svg viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
                  <path d="M6 4.5v11l9-5.5z" />
                </svg>
              ) : (
                <svg viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
                  <rect x="5" y="4.5" width="3.5" height="11" rx="1" />
                  <rect x="11.5" y="4.5" width="3.5" height="11" rx="1" />
                </svg>
              )}
            </RotationButton>
          )}
        </Controls>
      )}
    </Root>
  );
}
