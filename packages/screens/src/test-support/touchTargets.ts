/**
 * The touch-target rule every story is checked against (`.storybook/preview.tsx`): each thing a
 * borrower can tap is at least 44×44 CSS px (WCAG 2.5.5; the kit's `size.touch`). The element's own
 * box is what counts, so a small-looking control gets its hit area from padding or size, not from a
 * pseudo-element the check cannot see.
 *
 * Not measured: targets inside running text (WCAG's inline exception), targets that are not shown
 * (display none, visibility hidden, zero size, inside an `inert` subtree) and anything in an iframe
 * (`querySelectorAll` does not enter frames). An input whose own box is too small, typically a
 * transparent one under a drawn box, is measured by its label, which is where the tap lands.
 */

export const MIN_TOUCH_TARGET = 44;

/** Everything a borrower can tap or type into. */
export const INTERACTIVE_SELECTOR = [
  'button',
  'a[href]',
  'area[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  ...[
    'button',
    'link',
    'radio',
    'checkbox',
    'tab',
    'switch',
    'menuitem',
    'menuitemcheckbox',
    'menuitemradio',
    'option',
    'slider',
  ].map((role) => `[role="${role}"]`),
].join(', ');

/** Layout rounds to 1/64 px; a 44 px box may measure a hair under. */
const ROUNDING = 0.05;

export interface SmallTarget {
  /** The interactive element. */
  element: Element;
  /** What was measured: the element, or the label of an input too small to tap by itself. */
  measured: Element;
  role: string;
  name: string;
  width: number;
  height: number;
}

/** Every shown interactive element under `root` (e.g. `document.body`, portals included) smaller than `min`. */
export function findSmallTouchTargets(root: ParentNode, min = MIN_TOUCH_TARGET): SmallTarget[] {
  const small: SmallTarget[] = [];
  const fits = (box: { width: number; height: number }) =>
    box.width + ROUNDING >= min && box.height + ROUNDING >= min;

  for (const element of root.querySelectorAll(INTERACTIVE_SELECTOR)) {
    if (element.closest('[inert]') || !isShown(element)) continue;
    const own = element.getBoundingClientRect();
    if (fits(own)) continue;

    // Tapping a label activates its input: the label is the hit area (drawn checkboxes, stars, photo tiles).
    const label = largestLabel(element);
    if (label && fits(label.getBoundingClientRect())) continue;
    if (!label && (own.width === 0 || own.height === 0)) continue; // nothing on screen to tap
    if (!label && isInlineInText(element)) continue;

    const measured = label ?? element;
    const box = measured.getBoundingClientRect();
    small.push({
      element,
      measured,
      role: roleOf(element),
      name: nameOf(element),
      width: round(box.width),
      height: round(box.height),
    });
  }
  return small;
}

/** One line per target, e.g. `button "Go to slide 2" is 32×44 px`. */
export function describeSmallTargets(small: readonly SmallTarget[], min = MIN_TOUCH_TARGET): string {
  const lines = small.map(
    (t) =>
      `  ${t.role} "${t.name}"${t.measured === t.element ? '' : ' (by its label)'} is ${t.width}×${t.height} px`,
  );
  return [`Touch targets smaller than ${min}×${min} px:`, ...lines].join('\n');
}

function round(n: number) {
  return Math.round(n * 10) / 10;
}

function isShown(element: Element): boolean {
  const view = element.ownerDocument.defaultView;
  if (!view) return false;
  const style = view.getComputedStyle(element);
  if (style.visibility === 'hidden' || style.visibility === 'collapse') return false;
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (view.getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

function largestLabel(element: Element): Element | null {
  const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
  let best: Element | null = null;
  let bestArea = 0;
  for (const label of labels ?? []) {
    const { width, height } = label.getBoundingClientRect();
    if (isShown(label) && width * height > bestArea) {
      best = label;
      bestArea = width * height;
    }
  }
  return best;
}

const LINK_LIKE = 'a[href], area[href], [role="link"], button, [role="button"]';

/**
 * WCAG's inline exception: a link, or a button styled as one, in a block that also holds other words,
 * so its height is the line's. It must flow as text: `display: inline`, or inline-block with no
 * background or border of its own. A button that looks like a button is measured wherever it sits.
 */
function isInlineInText(element: Element): boolean {
  const view = element.ownerDocument.defaultView!;
  const isInline = (el: Element) => {
    const display = view.getComputedStyle(el).display;
    return display.startsWith('inline') || display === 'contents';
  };
  const style = view.getComputedStyle(element);
  const looksLikeText =
    /^(|transparent|rgba\(0, 0, 0, 0\))$/.test(style.backgroundColor) &&
    /^(|none|hidden)$/.test(style.borderTopStyle);
  const flowsAsText = style.display === 'inline' || (style.display === 'inline-block' && looksLikeText);
  // An icon has no words to be part of the sentence.
  const hasWords = /[\p{L}\p{N}]/u.test(element.textContent ?? '');
  if (!element.matches(LINK_LIKE) || !flowsAsText || !hasWords) return false;
  let block = element.parentElement;
  while (block && isInline(block)) block = block.parentElement;
  if (!block) return false;

  const walker = element.ownerDocument.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const target = text.parentElement?.closest(INTERACTIVE_SELECTOR);
    if (target && block.contains(target)) continue; // another target's words are not running text
    if (/[\p{L}\p{N}]/u.test(text.textContent ?? '')) return true;
  }
  return false;
}

const INPUT_ROLES: Record<string, string> = {
  checkbox: 'checkbox',
  radio: 'radio',
  range: 'slider',
  button: 'button',
  submit: 'button',
  reset: 'button',
  image: 'button',
  file: 'button',
};

function roleOf(element: Element): string {
  const explicit = element.getAttribute('role');
  if (explicit) return explicit;
  const tag = element.tagName.toLowerCase();
  if (tag === 'input') return INPUT_ROLES[(element as HTMLInputElement).type] ?? 'textbox';
  if (tag === 'a' || tag === 'area') return 'link';
  if (tag === 'summary') return 'button';
  if (tag === 'select') return 'combobox';
  if (tag === 'textarea') return 'textbox';
  return tag;
}

/** A readable name for the failure message (not a full accessible-name computation). */
function nameOf(element: Element): string {
  const doc = element.ownerDocument;
  const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const labelledBy = element
    .getAttribute('aria-labelledby')
    ?.split(/\s+/)
    .map((id) => text(doc.getElementById(id)))
    .join(' ')
    .trim();
  const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])] : [];
  const name =
    element.getAttribute('aria-label')?.trim() ||
    labelledBy ||
    labels.map((label) => text(label)).join(' ') ||
    text(element) ||
    element.getAttribute('title') ||
    element.getAttribute('alt') ||
    element.getAttribute('placeholder') ||
    '';
  return name.length > 60 ? `${name.slice(0, 57)}...` : name;
}
