import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './useControllableState';

describe('useControllableState', () => {
  it('keeps its own value when uncontrolled, starting from the default', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState<number | undefined>(undefined, 2, onChange));
    expect(result.current[0]).toBe(2);
    act(() => result.current[1](4));
    expect(result.current[0]).toBe(4);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(4);
  });

  it('shows only what a controlled host passes, and asks it to change', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useControllableState(value, false, onChange), {
      initialProps: { value: true },
    });
    act(() => result.current[1](false));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(result.current[0]).toBe(true);
    rerender({ value: false });
    expect(result.current[0]).toBe(false);
  });

  it('does not call onChange when the value stays the same', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState(undefined, 'a', onChange));
    act(() => result.current[1]('a'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
