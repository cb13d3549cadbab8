import { createContext, useContext, type ReactNode } from 'react';
import { detectBridge } from './detectBridge';
import type { NativeBridge } from './NativeBridge';

const BridgeContext = createContext<NativeBridge | null>(null);

let fallback: NativeBridge | null = null;

function fallbackBridge(): NativeBridge {
  fallback ??= detectBridge(window);
  return fallback;
}

export function BridgeProvider({ bridge, children }: { bridge: NativeBridge; children: ReactNode }) {
  return <BridgeContext.Provider value={bridge}>{children}</BridgeContext.Provider>;
}

/**
 * The bridge chosen at start. Without a provider (a page rendered alone in a story or test) one is
 * detected on first use, so a page never lacks a bridge.
 */
export function useBridge(): NativeBridge {
  return useContext(BridgeContext) ?? fallbackBridge();
}
