import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import { useText } from '../../i18n/LocaleProvider';
import { AUTO_FINISH_MS, PULL_THRESHOLD, REFRESHING_HEIGHT, dampPull, isThenable, pullState } from './pull';
import { Root, Indicator, IndicatorRow, Arrow } from './PullToRefresh.styles';

export interface PullToRefreshProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /**
   * Runs when the borrower lets go past the threshold. Return a Promise to keep the indicator until it
   * settles; otherwise it finishes after 1 s.
   */
  onRefresh?: () => Promise<unknown> | void;
  /** Controlled: the page says when a refresh runs (and the 1 s auto-finish is off). */
  refreshing?: boolean;
  /** Indicator distance in px past which letting go refreshes. */
  threshold?: number;
  /** Turns the gesture off (content still scrolls normally). */
  disabled?: boolean;
  children?: ReactNode;
}

interface Gesture {
  startX: number;
  startY: number;
  /** True once the finger moved down at the top of the page: from then on the gesture is ours. */
  pulling: boolean;
  distance: number;
}

/** Whether nothing between the touched element and the page is scrolled down. */
function isAtTop(target: EventTarget | null, root: HTMLElement): boolean {
  for (let el: Element | null = target instanceof Element ? target : root; el; el = el.parentElement) {
    if (el.scrollTop > 0) return false;
  }
  return (root.ownerDocument.defaultView?.scrollY ?? 0) <= 0;
}

/** Movement before a gesture counts as a pull or as something else (a tap, a sideways swipe). */
const SLOP = 4;

/**
 * Pull down at the top of a page to refresh it. The gesture starts only when nothing is scrolled,
 * so ordinary scrolling is never blocked; the indicator follows the finger (damped).
 */
export function PullToRefresh({
  onRefresh,
  refreshing: refreshingProp,
  threshold = PULL_THRESHOLD,
  disabled = false,
  children,
  style,
  ...rest
}: PullToRefreshProps) {
  const t = useText();
  const rootRef = useRef<HTMLDivElement>(null);
  const gesture = useRef<Gesture | null>(null);
  /** Set after a mouse pull so the click that ends it does not also press what is under the pointer. */
  const swallowClick = useRef(false);
  /** Identifies the running refresh, so a late finish of an older one changes nothing. */
  const refreshRun = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const [distance, setDistance] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [ownRefreshing, setOwnRefreshing] = useState(false);

  const controlled = refreshingProp !== undefined;
  const refreshing = controlled ? refreshingProp : ownRefreshing;
  const state = refreshing ? 'refreshing' : pullState(distance, threshold);
  const shown = refreshing ? REFRESHING_HEIGHT : distance;

  const finish = (run: number) => {
    if (run === refreshRun.current) setOwnRefreshing(false);
  };

  const refresh = () => {
    const run = ++refreshRun.current;
    clearTimeout(timer.current);
    const result = onRefresh?.();
    if (controlled) return;
    setOwnRefreshing(true);
    if (isThenable(result)) {
      result.then(
        () => finish(run),
        () => finish(run),
      );
    } else {
      timer.current = setTimeout(() => finish(run), AUTO_FINISH_MS);
    }
  };

  const start = useEffectEvent((x: number, y: number, target: EventTarget | null) => {
    const root = rootRef.current;
    gesture.current =
      root && !disabled && !refreshing && isAtTop(target, root)
        ? { startX: x, startY: y, pulling: false, distance: 0 }
        : null;
  });

  /** Returns true while the gesture is a pull, so the caller stops the browser from scrolling. */
  const move = useEffectEvent((x: number, y: number): boolean => {
    const g = gesture.current;
    const root = rootRef.current;
    if (!g || !root) return false;
    const dy = y - g.startY;
    if (!g.pulling) {
      const dx = Math.abs(x - g.startX);
      if (dy < -SLOP || (dx > SLOP && dx > dy)) {
        // Scrolling up the page or swiping sideways: leave it to the browser.
        gesture.current = null;
        return false;
      }
      if (dy <= SLOP) return false;
      if (!isAtTop(null, root)) {
        gesture.current = null;
        return false;
      }
      g.pulling = true;
      setDragging(true);
    }
    g.distance = dampPull(dy - SLOP);
    setDistance(g.distance);
    return true;
  });

  const end = useEffectEvent((): boolean => {
    const g = gesture.current;
    gesture.current = null;
    if (!g?.pulling) return false;
    setDragging(false);
    setDistance(0);
    if (pullState(g.distance, threshold) === 'release') refresh();
    return true;
  });

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;

    const onTouchStart = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (e.touches.length === 1 && touch) start(touch.clientX, touch.clientY, e.target);
      else gesture.current = null;
    };
    // Not passive: while the borrower pulls at the top, the page must not scroll or overscroll.
    const onTouchMove = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (touch && move(touch.clientX, touch.clientY) && e.cancelable) e.preventDefault();
    };
    const onTouchEnd = () => {
      end();
    };

    // Mouse and pen on a desktop; fingers come through the touch events above.
    const onPointerDown = (e: PointerEvent) => {
      if (e.pointerType !== 'touch' && e.button === 0) start(e.clientX, e.clientY, e.target);
    };
    const onPointerMove = (e: PointerEvent) => {
      if (e.pointerType === 'touch') return;
      if (move(e.clientX, e.clientY) && !root.hasPointerCapture?.(e.pointerId)) {
        // Keeps the pull going when the mouse leaves the element; throws for a pointer already gone.
        try {
          root.setPointerCapture?.(e.pointerId);
        } catch {
          /* the pull still works while the pointer stays over the content */
        }
      }
    };
    const onPointerUp = (e: PointerEvent) => {
      if (e.pointerType === 'touch') return;
      if (end() && e.type === 'pointerup') {
        swallowClick.current = true;
        setTimeout(() => {
          swallowClick.current = false;
        }, 0);
      }
    };
    const onClick = (e: MouseEvent) => {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      e.preventDefault();
      e.stopPropagation();
    };

    root.addEventListener('touchstart', onTouchStart, { passive: true });
    root.addEventListener('touchmove', onTouchMove, { passive: false });
    root.addEventListener('touchend', onTouchEnd);
    root.addEventListener('touchcancel', onTouchEnd);
    root.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('pointermove', onPointerMove);
    root.addEventListener('pointerup', onPointerUp);
    root.addEventListener('pointercancel', onPointerUp);
    root.addEventListener('click', onClick, true);
    return () => {
      root.removeEventListener('touchstart', onTouchStart);
      root.removeEventListener('touchmove', onTouchMove);
      root.removeEventListener('touchend', onTouchEnd);
      root.removeEventListener('touchcancel', onTouchEnd);
      root.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('pointermove', onPointerMove);
      root.removeEventListener('pointerup', onPointerUp);
      root.removeEventListener('pointercancel', onPointerUp);
      root.removeEventListener('click', onClick, true);
    };
  }, []);

  // A finish after unmounting changes nothing.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      refreshRun.current += 1;
    },
    [],
  );

  const label =
    state === 'refreshing'
      ? t('pullToRefresh.refreshing')
      : state === 'release'
        ? t('pullToRefresh.release')
        : t('pullToRefresh.pull');

  return (
    <Root
      ref={rootRef}
      data-state={state}
      data-dragging={dragging || undefined}
      style={{ ...style, '--lh-pull-distance': `${shown}px` } as CSSProperties}
      {...rest}
    >
      {/* The gesture's hints are visual only; the refresh itself is announced by the status below. */}
      <Indicator aria-hidden="true" data-pull-indicator="">
        <IndicatorRow>
          {refreshing ? (
            <Spinner data-size="sm" />
          ) : (
            <Arrow
              viewBox="0 0 16 16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M8 2.5v11M3.5 9 8 13.5 12.5 9" />
            </Arrow>
          )}
          <span>{label}</span>
        </IndicatorRow>
      </Indicator>
      <VisuallyHidden role="status">{refreshing ? t('pullToRefresh.refreshing') : ''}</VisuallyHidden>
      {children}
    </Root>
  );
}
