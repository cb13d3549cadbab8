import { useState } from 'react';

/**
 * A value the host may drive (`value`) or leave to the component (`defaultValue`): the kit's one
 * implementation of that contract. `onChange` fires only on a real change (`Object.is`); a controlled
 * component shows a new value only once the host passes it back as `value`.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): readonly [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const set = (next: T) => {
    if (Object.is(next, current)) return;
    if (!controlled) setOwn(next);
    onChange?.(next);
  };
  return [current, set] as const;
}
