import { useEffect, type RefObject } from 'react';

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** Elements Tab can reach inside `container`, in document order. */
export function getTabbable(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => {
    if (el.tabIndex < 0) return false;
    if ((el as HTMLButtonElement).disabled) return false;
    if (el.closest('[hidden], [inert]')) return false;
    // Real browsers know what is rendered; jsdom has no layout, so it counts everything not hidden above.
    return typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : true;
  });
}

// Traps stack (a thank-you modal opened from a rating modal); only the newest one acts.
const stack: HTMLElement[] = [];

/** True when `el` holds the newest active focus trap: the layer Esc and Tab belong to. */
export function isTopmostFocusTrap(el: HTMLElement | null): boolean {
  return el !== null && stack[stack.length - 1] === el;
}

export interface FocusTrapOptions {
  /** What gets focus on activation; the container itself by default (give it `tabIndex={-1}`). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Put focus back where it was before activation (default true). */
  returnFocus?: boolean;
}

/**
 * Keeps keyboard focus inside `container` while `active`: focus moves in on activation, Tab and
 * Shift+Tab cycle through the container's controls, and focus returns to the element that had it on
 * release. Takes the element (from a callback ref kept in state), not a ref object, so the trap
 * follows a container that is re-created, as a portal is when its target appears after the first render.
 */
export function useFocusTrap(
  container: HTMLElement | null,
  active: boolean,
  { initialFocus, returnFocus = true }: FocusTrapOptions = {},
): void {
  useEffect(() => {
    if (!active || !container) return undefined;
    const doc = container.ownerDocument;
    const previous = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
    // Child effects run first, so a trap mounted together with a trap nested inside it goes below it.
    const nested = stack.findIndex((other) => container.contains(other));
    if (nested === -1) stack.push(container);
    else stack.splice(nested, 0, container);
    const focusTarget = nested === -1 ? (initialFocus?.current ?? container) : null;
    focusTarget?.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isTopmostFocusTrap(container)) return;
      const tabbable = getTabbable(container);
      const current = doc.activeElement;
      const inside = current instanceof Node && container.contains(current);
      const first = tabbable[0];
      const last = tabbable[tabbable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        container.focus({ preventScroll: true });
      } else if (event.shiftKey && (!inside || current === first || current === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || current === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that lands outside (a script, a tap on the page behind) is brought back in.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTopmostFocusTrap(container)) return;
      if (event.target instanceof Node && !container.contains(event.target)) {
        container.focus({ preventScroll: true });
      }
    };
    doc.addEventListener('keydown', onKeyDown);
    doc.addEventListener('focusin', onFocusIn);

    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('focusin', onFocusIn);
      const index = stack.lastIndexOf(container);
      if (index !== -1) stack.splice(index, 1);
      const now = doc.activeElement;
      // Only take focus back if it is still ours to give (inside the trap, or lost to the body).
      const ours = !now || now === doc.body || container.contains(now);
      if (returnFocus && ours && previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [active, container, initialFocus, returnFocus]);
}
