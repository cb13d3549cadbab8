import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useControllableState } from '../../hooks/useControllableState';
import { color, font, radius, size, space } from '../../theme/tokens';

export interface TabItem<T extends string = string> {
  value: T;
  label: ReactNode;
  /** The panel for this tab; or render every panel with the `children` function instead. */
  content?: ReactNode;
}

export interface TabsProps<T extends string = string> {
  items: readonly TabItem<T>[];
  /** The selected tab; the first one when unset or unknown. */
  value?: T;
  defaultValue?: T;
  /** The newly selected tab; not fired when tapping the current one. */
  onChange?: (value: T) => void;
  /** Accessible name of the tab list, e.g. the page section it switches. */
  label?: string;
  /** Renders the selected tab's panel (takes precedence over `items[].content`). */
  children?: (value: T) => ReactNode;
  className?: string;
}

const List = styled.div`
  position: relative;
  display: flex;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  background: ${color.surface};
  border-bottom: 1px solid ${color.border};
  &::-webkit-scrollbar {
    display: none;
  }
  @media (prefers-reduced-motion: no-preference) {
    scroll-behavior: smooth;
  }
`;

// Same weight for every tab so switching never shifts the row; the selection is colour and underline.
const Tab = styled.button`
  position: relative;
  flex: 1 0 auto;
  min-height: ${size.touch};
  padding: ${space.sm} ${space.lg};
  border: 0;
  background: none;
  color: ${color['text-muted']};
  font-size: ${font.size.md};
  font-weight: ${font.weight.medium};
  line-height: ${font.lineHeight.tight};
  white-space: nowrap;
  cursor: pointer;
  touch-action: manipulation;

  &[aria-selected='true'] {
    color: ${color.brand};
  }
  &[aria-selected='true']::after {
    content: '';
    position: absolute;
    left: ${space.lg};
    right: ${space.lg};
    bottom: 0;
    height: 3px;
    border-radius: ${radius.pill};
    background: ${color.brand};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const Panel = styled.div`
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const NEXT_KEY: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** Tabs with a roving tab stop: one Tab press reaches the selected tab, arrow keys switch. Scrolls when many. */
export function Tabs<T extends string>({
  items,
  value,
  defaultValue,
  onChange,
  label,
  children,
  className,
}: TabsProps<T>) {
  const [wanted, setWanted] = useControllableState<T | undefined>(value, defaultValue, (next) => {
    if (next !== undefined) onChange?.(next);
  });
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    items.findIndex((item) => item.value === wanted),
  );
  const selected = items[index];

  // Keep the selected tab in view, centred so its neighbours show there is more to scroll to. Measured in
  // the next frame's callback, just before its own layout and paint (asked for from a layout effect, so no
  // frame comes first): read in the task that committed, on a page's first render it was the page's whole
  // first layout, inside that task (40–58 ms at 4x CPU on /individual, 3 Dec 2026). A hook shared with the
  // chatbot's log would be a chunk of its own: one more request for the pages that use either.
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      const tab = tabRefs.current[index];
      if (list && tab && list.scrollWidth > list.clientWidth) {
        list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [index]);

  if (!selected) return null;

  const select = (next: number) => {
    const item = items[next];
    if (!item || item.value === selected.value) return;
    setWanted(item.value);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const move = NEXT_KEY[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, items.length);
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={className}>
      <List ref={listRef} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, i) => (
          <Tab
            key={item.value}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-selected={i === index}
            aria-controls={i === index ? `${base}-panel` : undefined}
            tabIndex={i === index ? 0 : -1}
            onClick={() => select(i)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      <Panel role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${index}`} tabIndex={0}>
        {children ? children(selected.value) : selected.content}
      </Panel>
    </div>
  );
}
