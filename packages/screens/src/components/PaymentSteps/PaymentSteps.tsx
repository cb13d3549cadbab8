import { useId, useState, type HTMLAttributes } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { styled } from 'styled-components';
import { color, font, motion, radius, size, space } from '../../theme/tokens';
import { useText } from '../../i18n/LocaleProvider';
import { ServerText } from '../ServerText';

export interface PaymentStepGroup {
  /** The channel, e.g. "ATM", "Mobile banking". */
  name: string;
  steps: string[];
}

export interface PaymentStepsProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The steps in order, as the server sends them (simple formatting drawn by `ServerText`). */
  steps?: string[];
  /** Steps per payment channel, each group collapsible. Used instead of `steps`. */
  groups?: PaymentStepGroup[];
  title?: string;
  /** Level of the title heading, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Indexes of the groups that start open; the first one by default. */
  defaultOpen?: number[];
}

const Root = styled.section`
  display: grid;
  gap: ${space.md};
  padding: ${space.lg};
  background: ${color.surface};
  border-radius: ${radius.lg};
  color: ${color.text};
  min-width: 0;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${font.size.lg};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
`;

const List = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CIRCLE = '28px';

const Step = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: ${CIRCLE} minmax(0, 1fr);
  column-gap: ${space.md};
  padding-bottom: ${space.lg};

  /* The line joining this step's number to the next one. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    top: calc(${CIRCLE} + ${space.xs});
    bottom: ${space.xs};
    left: calc(${CIRCLE} / 2 - 1px);
    width: 2px;
    border-radius: 1px;
    background: ${color.border};
  }
  &:last-child {
    padding-bottom: 0;
  }
`;

const StepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${CIRCLE};
  height: ${CIRCLE};
  border-radius: 50%;
  background: ${color.brand};
  color: ${color['on-brand']};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.bold};
  line-height: 1;
`;

const StepText = styled.p`
  margin: 0;
  /* Centres a one-line step on its number. */
  padding-top: 3px;
  font-size: ${font.size.md};
  line-height: ${font.lineHeight.normal};
  /* Server text may carry line breaks, and long account numbers must wrap on a 320 px screen. */
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Groups = styled.div`
  display: grid;
  margin: 0 -${space.lg} -${space.lg};

  /* Without a title the groups start at the card's top edge. */
  &:first-child {
    margin-top: -${space.lg};
  }
  &:first-child > details:first-child {
    border-top: 0;
  }
`;

const Group = styled.details`
  border-top: 1px solid ${color.border};

  &[open] > [data-group-steps] {
    padding: ${space.xs} ${space.lg} ${space.lg};
  }
`;

const Summary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  min-height: ${size.touch};
  padding: ${space.sm} ${space.lg};
  font-weight: ${font.weight.bold};
  cursor: pointer;
  list-style: none;
  touch-action: manipulation;

  &::-webkit-details-marker {
    display: none;
  }
  &:active {
    background: ${color['brand-soft']};
  }
  &:focus-visible {
    outline-offset: -2px;
  }

  & > svg {
    flex: none;
    width: 20px;
    height: 20px;
    color: ${color['text-muted']};
    transition: transform ${motion.normal};
  }
  [open] > & > svg {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    & > svg {
      transition: none;
    }
  }
`;

function StepList({ steps, labelledBy }: { steps: string[]; labelledBy?: string }) {
  const t = useText();
  return (
    <List aria-labelledby={labelledBy}>
      {steps.map((step, i) => (
        // Steps are plain strings that may repeat; their position is their identity.
        <Step key={i}>
          <StepNumber aria-hidden="true">{i + 1}</StepNumber>
          <StepText>
            <VisuallyHidden>{`${t('paymentSteps.step', { index: i + 1 })}: `}</VisuallyHidden>
            <ServerText text={step} />
          </StepText>
        </Step>
      ))}
    </List>
  );
}

/**
 * A payment guide as a numbered stepper (an ordered list for screen readers), either one list of
 * steps or one collapsible list per channel (ATM, mobile banking, ...).
 */
export function PaymentSteps({
  steps = [],
  groups,
  title,
  headingLevel = 3,
  defaultOpen = [0],
  ...rest
}: PaymentStepsProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(defaultOpen));

  const toggle = (index: number, isOpen: boolean) =>
    setOpen((current) => {
      if (current.has(index) === isOpen) return current;
      const next = new Set(current);
      if (isOpen) next.add(index);
      else next.delete(index);
      return next;
    });

  return (
    <Root aria-labelledby={title ? titleId : undefined} {...rest}>
      {title && (
        <Title as={`h${headingLevel}`} id={titleId}>
          {title}
        </Title>
      )}
      {groups ? (
        <Groups>
          {groups.map((group, i) => (
            <Group
              key={`${i}-${group.name}`}
              open={open.has(i)}
              onToggle={(e) => toggle(i, e.currentTarget.open)}
            >
              <Summary id={`${id}-group-${i}`}>
                <span>{group.name}</span>
                <svg
                  viewBox="0 0 20 20"
                  aria-hidden="true"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="m5 7.5 5 5 5-5" />
                </svg>
              </Summary>
              <div data-group-steps="">
                <StepList steps={group.steps} labelledBy={`${id}-group-${i}`} />
              </div>
            </Group>
          ))}
        </Groups>
      ) : (
        <StepList steps={steps} labelledBy={title ? titleId : undefined} />
      )}
    </Root>
  );
}
