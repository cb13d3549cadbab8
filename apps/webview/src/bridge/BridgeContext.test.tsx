import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BridgeProvider, useBridge } from './BridgeContext';
import { browserBridge } from './browserBridge';
import type { NativeBridge } from './NativeBridge';

function BridgeName() {
  return <p>{useBridge().name}</p>;
}

describe('useBridge', () => {
  it('gives the bridge chosen at start', () => {
    const bridge: NativeBridge = { ...browserBridge(window), name: 'android' };
    render(
      <BridgeProvider bridge={bridge}>
        <BridgeName />
      </BridgeProvider>,
    );
    expect(screen.getByText('android')).toBeInTheDocument();
  });

  it('detects one when no provider is present (a page rendered alone)', () => {
    render(<BridgeName />);
    expect(screen.getByText('browser')).toBeInTheDocument();
  });
});
