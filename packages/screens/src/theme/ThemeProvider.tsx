import { createContext, useContext, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import type { Market } from './markets';
import { themeVars, type ThemeOverrides } from './themeVars';

const PortalContext = createContext<HTMLElement | null>(null);
const RetryCodeContext = createContext<(() => void) | undefined>(undefined);

/** Where overlays (modals, toasts, loading) render: inside the theme root so they inherit its colours. */
export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContext);
}

/** The host's Try again for a kit part whose code did not download (`ThemeProvider`'s `onRetryCode`). */
export function useRetryCode(): (() => void) | undefined {
  return useContext(RetryCodeContext);
}

export interface ThemeProviderProps {
  /** Sets the brand colours; India by default. */
  market?: Market;
  /** A host's own colours, on top of the market's. */
  colors?: ThemeOverrides;
  /**
   * Try again for a kit part whose code did not download (a modal opened after its code failed): pass a page
   * reload. Chrome and Android's WebView keep a failed module import for the page's life, so asking again
   * fails at once there. Without it, the code is asked for again.
   */
  onRetryCode?: () => void;
  children?: ReactNode;
}

/**
 * Sets the theme's CSS variables on a `display: contents` wrapper (no layout box of its own) and
 * gives overlays a portal target inside it.
 */
export function ThemeProvider({ market = 'IN', colors, onRetryCode, children }: ThemeProviderProps) {
  const [portal, setPortal] = useState<HTMLElement | null>(null);
  const style = useMemo(
    () => ({ display: 'contents', ...themeVars(market, colors) }) as CSSProperties,
    [market, colors],
  );
  return (
    <div data-loan-h5-theme={market} style={style}>
      <RetryCodeContext.Provider value={onRetryCode}>
        <PortalContext.Provider value={portal}>{children}</PortalContext.Provider>
      </RetryCodeContext.Provider>
      <div data-loan-h5-portal="" ref={setPortal} />
    </div>
  );
}
