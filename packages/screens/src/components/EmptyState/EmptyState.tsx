import type { HTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import { useText } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/messages';
import { color, font, space } from '../../theme/tokens';
import { Button } from '../Button/Button';
import { Illustration, type EmptyStateKind } from './illustrations';

export type { EmptyStateKind };

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Which drawing: nothing to show, something failed, or no connection. */
  kind?: EmptyStateKind;
  /** The main line; by default the kind's own ('Nothing here yet', 'Something went wrong', 'No internet connection'). */
  text?: ReactNode;
  description?: ReactNode;
  /** Label of the button; the button shows only with a label. */
  actionLabel?: string;
  onAction?: () => void;
  /** Another way on under the button, e.g. calling customer service. */
  secondaryAction?: ReactNode;
  /** Render the main line as a heading when the empty state is the whole page (e.g. 1 for a not-found page). */
  headingLevel?: 1 | 2 | 3;
}

const defaultText: Record<EmptyStateKind, MessageKey> = {
  empty: 'emptyState.default',
  error: 'error.title',
  offline: 'emptyState.offline',
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.sm};
  padding: ${space.xxl} ${space.xl};
  text-align: center;
  color: ${color.text};

  & > svg {
    width: 192px;
    height: 144px;
    max-width: 100%;
    margin-bottom: ${space.sm};
  }

  [data-part='bg'] {
    fill: ${color['brand-soft']};
  }
  [data-part='shadow'] {
    fill: ${color.border};
  }
  [data-part='inside'] {
    fill: ${color.brand};
    opacity: 0.35;
  }
  [data-part='paper'] {
    fill: ${color.surface};
    stroke: ${color.brand};
    stroke-width: 3;
    stroke-linejoin: round;
  }
  [data-part='line'],
  [data-part='faint'],
  [data-part='slash'],
  [data-part='gap'],
  [data-part='on-alert'] {
    fill: none;
    stroke-width: 3;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  [data-part='line'] {
    stroke: ${color.brand};
  }
  [data-part='faint'] {
    stroke: ${color.border};
  }
  [data-part='dot'] {
    fill: ${color.brand};
  }
  [data-part='spark'] {
    fill: ${color.star};
  }
  [data-part='alert'] {
    fill: ${color.danger};
  }
  [data-part='on-alert'] {
    stroke: ${color.surface};
  }
  [data-part='on-alert-dot'] {
    fill: ${color.surface};
  }
  [data-part='gap'] {
    stroke: ${color.surface};
    stroke-width: 9;
  }
  [data-part='slash'] {
    stroke: ${color.danger};
  }
`;

const Text = styled.p`
  margin: 0;
  max-width: 20em;
  font-size: ${font.size.lg};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
  overflow-wrap: anywhere;
  text-wrap: balance;
`;

const Description = styled.p`
  margin: 0;
  max-width: 24em;
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
  overflow-wrap: anywhere;
  text-wrap: balance;
`;

const Action = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.sm};
  margin-top: ${space.md};
  & > button {
    min-width: 200px;
  }
`;

/** A drawn, friendly placeholder for an empty list, a failed load or a lost connection, with an optional way on. */
export function EmptyState({
  kind = 'empty',
  text,
  description,
  actionLabel,
  onAction,
  secondaryAction,
  headingLevel,
  ...rest
}: EmptyStateProps) {
  const t = useText();
  return (
    <Root data-kind={kind} {...rest}>
      <Illustration kind={kind} />
      <Text as={headingLevel ? (`h${headingLevel}` as const) : 'p'}>{text ?? t(defaultText[kind])}</Text>
      {description && <Description>{description}</Description>}
      {(actionLabel || secondaryAction) && (
        <Action>
          {actionLabel && <Button onClick={() => onAction?.()}>{actionLabel}</Button>}
          {secondaryAction}
        </Action>
      )}
    </Root>
  );
}
