import { createContext, useContext, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import type { Market } from './markets';
import { themeVars, type ThemeOverrides } from './themeVars';

const PortalContext = createContext<HTMLElement | null>(null);

/** Where overlays (modals, toasts, loading) render: inside the theme root so they inherit its colours. */
export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContext);
}

export interface ThemeProviderProps {
  /** Sets the brand colours; India by default. */
  market?: Market;
  /** A host's own colours, on top of the market's. */
  colors?: ThemeOverrides;
  children?: ReactNode;
}

/**
 * Sets the theme's CSS variables on a `display: contents` wrapper (no layout box of its own) and
 * gives overlays a portal target inside it.
 */
export function ThemeProvider({ market = 'IN', colors, children }: ThemeProviderProps) {
  const [portal, setPortal] = useState<HTMLElement | null>(null);
  const style = useMemo(
    () => ({ display: 'contents', ...themeVars(market, colors) }) as CSSProperties,
    [market, colors],
  );
  return (
    <div data-loan-h5-theme={market} style={style}>
      <PortalContext.Provider value={portal}>{children}</PortalContext.Provider>
      <div data-loan-h5-portal="" ref={setPortal} />
    </div>
  );
}
