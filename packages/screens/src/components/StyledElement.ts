import type { ComponentPropsWithRef, JSX } from 'react';
import type { IStyledComponent } from 'styled-components';

/**
 * The declared type of a kit part that is a styled element (`Card`, `TextInput`…), named from
 * styled-components' root. Left to inference, the declarations would import `styled-components/dist/types`,
 * which a TypeScript host with `moduleResolution: node16` cannot resolve (the package has no exports map).
 * `Extra`: props of its own (`data-*` state, `variant`).
 */
export type StyledElement<
  E extends keyof JSX.IntrinsicElements,
  Extra extends object = object,
> = IStyledComponent<'web', ComponentPropsWithRef<E> & Extra>;
