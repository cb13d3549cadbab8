import { styled } from 'styled-components';
import { AmountCard } from '../../components/AmountCard';
import { Card } from '../../components/Card';
import { ResultCard } from '../../components/ResultCard';
import { cardTitleText, mutedText } from '../../theme/textStyles';
import { color, font, radius, size, space } from '../../theme/tokens';

// The instalment screen's looks, apart from its parts' logic (InstalmentRepaymentScreen, PendingList, rows).

export const Header = styled(AmountCard)`
  & > p {
    margin: 0;
    color: ${color['text-muted']};
    font-size: ${font.size.sm};
    overflow-wrap: anywhere;
  }
`;

/** The plan's bar keeps its own look wherever it is drawn (the total's card, the all-paid card). */
export const PlanBar = styled.svg`
  display: block;
  flex: none;
  width: 100%;
  height: 12px;
  margin-top: ${space.sm};

  & [data-part='paid'] {
    fill: ${color.brand};
  }
  & [data-part='pending'] {
    fill: ${color.disabled};
  }
`;

export const Section = styled(Card)`
  gap: 0;
  padding-block: ${space.sm};

  & > h2 {
    padding-block: ${space.sm};
    ${cardTitleText}
  }
  & > p {
    margin: 0;
    ${mutedText}
  }
`;

export const Disclosure = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  width: 100%;
  min-height: ${size.touch};
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: ${color.text};
  font: inherit;
  font-size: ${font.size.md};
  font-weight: ${font.weight.bold};
  text-align: start;
  cursor: pointer;
  touch-action: manipulation;

  & > svg {
    flex: none;
    transition: transform 120ms;
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
  &:focus-visible {
    outline: 2px solid ${color.brand};
    outline-offset: 2px;
  }
`;

/** Rows a block of the pending list holds; the first block is laid out with the page, the others later. */
export const ROWS_PER_BLOCK = 12;

// One stylesheet for every row: a row's state is in data-* attributes and :checked, so rendering 365 rows
// generates no CSS. The paid list is an <ol> of <li>; the pending list is blocks of rows (PendingList).
export const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li,
  & [role='listitem'] {
    border-top: 1px solid ${color.border};
  }
  & > li:first-child,
  & > :first-child > [role='listitem']:first-child {
    border-top: 0;
  }
  /* Long plans: blocks of rows past the first are not laid out or painted until scrolled near. Not the first
     twelve rows: on screen, their placeholder height gave way to the real one a frame later and moved the
     page below them as it opened (Lighthouse CLS 0.003 on /repayPlan). A block, not a row: each such
     element is a paint layer that every tap's hit tests and every frame's paint walk (365 of them made a
     tap's hit tests alone 10-15 ms at 4x CPU), and one intersection observer target per frame. */
  & > [data-later] {
    content-visibility: auto;
    contain-intrinsic-size: auto ${ROWS_PER_BLOCK * 72}px;
  }
  & [data-row] {
    display: flex;
    align-items: center;
    gap: ${space.md};
    min-height: ${size.touch};
    padding-block: ${space.md};
    color: ${color.text};
    cursor: pointer;
    touch-action: manipulation;
    -webkit-tap-highlight-color: transparent;
  }
  /* The real box and the drawn one share the first cell of a grid. Neither is positioned and the real one
     draws nothing (no appearance) instead of being transparent: a positioned or translucent element is a
     paint layer of its own, and 365 rows of them made every tap's hit tests and paint walk 730 layers.
     Drawing the box on the real one (a ::before tick, three elements a row fewer) was measured too: a tap on
     a row's words took 8-10 ms more at 4x CPU, beside this in one run, so the drawn box stays. */
  & [data-row='pending'] {
    display: grid;
    grid-template-columns: 20px minmax(0, 1fr);
  }
  /* The words and the amount side by side where both fit; where they do not (large text, a narrow phone),
     the amount goes under the words, still on the right and whole, instead of either breaking mid-word. */
  & [data-body] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.xs} ${space.md};
    min-width: 0;
  }
  & [data-row] > input,
  & [data-row] > [data-box] {
    grid-area: 1 / 1;
  }
  & [data-row] > input {
    -webkit-appearance: none;
    appearance: none;
    width: 20px;
    height: 20px;
    margin: 0;
    padding: 0;
    border: 0;
    outline: none;
    background: none;
    cursor: inherit;
  }
  & [data-box] {
    flex: none;
    display: flex;
    width: 20px;
    height: 20px;
    align-items: center;
    justify-content: center;
    border: 2px solid ${color['control-border']};
    border-radius: ${radius.sm};
    background: ${color.surface};
    pointer-events: none; /* a tap on it lands on the real box below */
  }
  /* The tick is drawn in the empty box's own colour, so it shows only on a filled box: checking a box
     changes the box's colours and nothing its tick inherits, and style is worked out again for the box alone
     (with its tick and its path, a heavy tap's style took 8-13 ms at 4x CPU). */
  & [data-box] > svg {
    color: ${color.surface};
  }
  & input:checked + [data-box] {
    border-color: ${color.brand};
    background: ${color.brand};
  }
  & input:focus-visible + [data-box] {
    outline: 2px solid ${color.brand};
    outline-offset: 2px;
  }
  & input:disabled + [data-box] {
    border-color: ${color.disabled};
    background: ${color.disabled};
  }
  & input:disabled + [data-box] > svg {
    visibility: hidden;
  }
  & input:disabled ~ * {
    cursor: not-allowed;
  }
  & [data-text] {
    display: flex;
    flex: 1 1 8em;
    flex-direction: column;
    min-width: 0;
    font-size: ${font.size.sm};
    line-height: ${font.lineHeight.normal};
    overflow-wrap: anywhere;
  }
  & [data-text] > strong {
    font-size: ${font.size.md};
    font-weight: ${font.weight.medium};
  }
  & [data-text] > small {
    color: ${color['text-muted']};
    font-size: ${font.size.xs};
  }
  & [data-amount] {
    flex: 0 1 auto;
    min-width: 0;
    margin-inline-start: auto;
    color: ${color['text-muted']};
    font-size: ${font.size.md};
    font-weight: ${font.weight.medium};
    text-align: end;
    overflow-wrap: break-word;
  }
  & [data-dark] [data-amount] {
    color: ${color.text};
    font-weight: ${font.weight.bold};
  }
  /* Overdue: the row says so in the warning colour (its days late and late fee), amount included. */
  & [data-overdue] [data-late],
  & [data-overdue] [data-amount] {
    color: ${color.warning};
  }
  & [data-overdue] > [data-row] {
    box-shadow: inset 3px 0 0 ${color.warning};
    padding-inline-start: ${space.md};
  }
  & [data-late] {
    font-weight: ${font.weight.medium};
  }
  & [data-row='paid'] {
    cursor: default;
  }
  & [data-row='paid'] [data-amount] {
    text-decoration: line-through;
  }
`;

export const BarSummary = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;

  & > label {
    position: relative;
    display: flex;
    align-items: center;
    gap: ${space.sm};
    min-height: ${size.touch};
    font-size: ${font.size.sm};
    cursor: pointer;
    touch-action: manipulation;
  }
  & > label > input {
    position: absolute;
    top: 50%;
    left: 0;
    width: 36px;
    height: 20px;
    margin: -10px 0 0;
    opacity: 0;
    cursor: inherit;
  }
  & [data-track] {
    position: relative;
    flex: none;
    width: 36px;
    height: 20px;
    border-radius: ${radius.pill};
    background: ${color['control-border']};
    transition: background-color 120ms;
  }
  & [data-track]::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${color.surface};
    transition: transform 120ms;
  }
  & input:checked + [data-track] {
    background: ${color.brand};
  }
  & input:checked + [data-track]::after {
    transform: translateX(16px);
  }
  & input:focus-visible + [data-track] {
    outline: 2px solid ${color.brand};
    outline-offset: 2px;
  }
  & > p {
    margin: 0;
    color: ${color['text-muted']};
    font-size: ${font.size.xs};
  }
  & > p > [data-selected-total] {
    display: block;
    color: ${color.text};
    font-size: ${font.size.lg};
    font-weight: ${font.weight.bold};
    line-height: ${font.lineHeight.tight};
  }
`;

export const Done = styled(ResultCard)`
  & > [data-part='icon'] {
    width: 96px;
    height: 96px;
  }
`;

/** Why nothing can be paid: a warning-tinted box above the (disabled) instalments. */
export const Notice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  margin-block: ${space.sm};
  padding: ${space.md};
  border: 1px solid ${color.warning};
  border-radius: ${radius.md};
  background: ${color['warning-soft']};
  color: ${color.text};
  overflow-wrap: anywhere;

  & > h3 {
    margin: 0;
    font-size: ${font.size.md};
    font-weight: ${font.weight.bold};
    line-height: ${font.lineHeight.tight};
  }
  & > p {
    margin: 0;
    font-size: ${font.size.sm};
    line-height: ${font.lineHeight.normal};
  }
`;
