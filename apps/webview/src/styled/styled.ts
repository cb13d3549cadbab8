import { createElement, type ElementType, type JSX } from 'react';
import { flattenCss } from './flattenCss';

// What `styled-components` is in the app's build (vite.config.ts aliases it here): the part of its API that
// the screens package uses, for static templates only. The kit's styles keep state in `data-*` attributes
// and tokens in CSS variables, so every component's CSS is known when its module loads: it is compiled once,
// as it goes onto the page, and a render only picks the element and its props. styled-components with stylis
// is 10.3 KB gzip of every first load and runs stylis during the first render; this is about 1 KB. The
// published package, Storybook and the tests keep styled-components; the parity test holds the two alike.

type Interpolation = string | number | false | null | undefined | Interpolation[] | StyledLite;
type Attrs = Record<string, unknown>;

interface StyledLite {
  (props: Attrs): ReturnType<typeof createElement>;
  /** The component's selector, for `${Other}` in a template. */
  toString(): string;
  /** Its element and classes, for `styled(ThisOne)`: one element with both components' classes. */
  lite: { tag: ElementType; classes: string; attrs: Attrs };
}

let count = 0;
/** Rules defined and not on the page yet, compiled when they go in: not in the task that loads the modules. */
let pending: (() => string)[] = [];

/** Adds a batch of rules to the page before the next render paints: one `<style>` a batch (a chunk's load). */
function insertPending() {
  if (!pending.length || typeof document === 'undefined') return;
  const sheet = document.createElement('style');
  sheet.textContent = pending.map((rules) => rules()).join('');
  document.head.appendChild(sheet);
  pending = [];
}

function cssText(strings: TemplateStringsArray, values: Interpolation[]): string {
  let text = strings[0]!;
  values.forEach((value, i) => {
    text += piece(value) + strings[i + 1];
  });
  return text;
}

function piece(value: Interpolation): string {
  if (value == null || value === false) return '';
  if (Array.isArray(value)) return value.map(piece).join('');
  // A function interpolation would be per-render CSS, which this runtime does not do; a component's own
  // toString gives its selector.
  if (typeof value === 'function' && !('lite' in value)) {
    throw new Error('styled: a template takes static values only (put visual state in data-* attributes)');
  }
  return String(value);
}

/** A fragment to put into other templates. */
export function css(strings: TemplateStringsArray, ...values: Interpolation[]): string {
  return cssText(strings, values);
}

/** An animation's name, its `@keyframes` added with the components. */
export function keyframes(strings: TemplateStringsArray, ...values: Interpolation[]): string {
  const name = `k${(count++).toString(36)}`;
  const text = cssText(strings, values);
  pending.push(() => `@keyframes ${name}{${flattenCss(text)}}`);
  return name;
}

/** Page-wide rules, on the page with the components; the component itself renders nothing. */
export function createGlobalStyle(strings: TemplateStringsArray, ...values: Interpolation[]) {
  const text = cssText(strings, values);
  pending.push(() => flattenCss(text));
  return function GlobalStyle() {
    insertPending();
    return null;
  };
}

function styledAs(target: ElementType | StyledLite, ownAttrs: Attrs) {
  const make = (strings: TemplateStringsArray, ...values: Interpolation[]): StyledLite => {
    const name = `s${(count++).toString(36)}`;
    const text = cssText(strings, values);
    pending.push(() => flattenCss(text, `.${name}`));
    const base = (target as Partial<StyledLite>).lite;
    const lite = {
      tag: base ? base.tag : (target as ElementType),
      classes: base ? `${base.classes} ${name}` : name,
      attrs: { ...base?.attrs, ...ownAttrs },
    };
    const Styled = ((props: Attrs) => {
      insertPending();
      // As styled-components: attrs win over props; `$` props, `as` and undefined stay here.
      const all: Attrs = { ...props, ...lite.attrs };
      const out: Attrs = {};
      for (const key in all) {
        if (key[0] !== '$' && key !== 'as' && all[key] !== undefined)
          out[key === 'forwardedAs' ? 'as' : key] = all[key];
      }
      out['className'] = props['className']
        ? `${lite.classes} ${props['className'] as string}`
        : lite.classes;
      return createElement((all['as'] as ElementType | undefined) ?? lite.tag, out);
    }) as StyledLite;
    Styled.toString = () => `.${name}`;
    Styled.lite = lite;
    return Styled;
  };
  make.attrs = (more: Attrs) => {
    if (typeof more === 'function')
      throw new Error('styled: attrs takes an object here (static values only)');
    return styledAs(target, { ...ownAttrs, ...more });
  };
  return make;
}

type Builder = ReturnType<typeof styledAs>;

/** `styled(Component)` and `styled.div`. */
export const styled = new Proxy((target: ElementType | StyledLite) => styledAs(target, {}), {
  get: (make, tag: string) => make(tag as ElementType),
}) as unknown as ((target: ElementType) => Builder) & Record<keyof JSX.IntrinsicElements, Builder>;
