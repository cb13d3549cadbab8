import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { font } from '../../theme/tokens';
import { Card } from '../Card';
import type { StyledElement } from '../StyledElement';

/** A card's heading in the size every card title has; also for a card that is no section of its own. */
export const CardSectionTitle: StyledElement<'h2'> = styled.h2`
  font-size: ${font.size.md};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
`;

export interface CardSectionProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** The card's heading; it also names the section, so a screen reader lists it among the page's regions. */
  title: ReactNode;
  children?: ReactNode;
}

/** A card that is a named part of the page: a `section` with its heading as its name. */
export function CardSection({ title, children, ...rest }: CardSectionProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} {...rest}>
      <CardSectionTitle id={headingId}>{title}</CardSectionTitle>
      {children}
    </Card>
  );
}
