import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { useText } from '../../i18n/LocaleProvider';
import { NavBar } from '../NavBar';
import { PageSkeleton, type PageSkeletonProps } from './PageSkeleton';
import { Skeleton, SkeletonCard, SkeletonCards, type SkeletonBlockShape, type SkeletonRow } from './Skeleton';

const onBack = fn();

const SHAPES: SkeletonBlockShape[] = [
  'line',
  'title',
  'short',
  'amount',
  'logo',
  'picture',
  'dot',
  'box',
  'button',
];
const ROWS: SkeletonRow[] = [
  'title',
  'text',
  'short',
  'media',
  'amount',
  'pair',
  'picture',
  'row',
  'step',
  'box',
  'button',
];

/** A loan page while it loads: its own bar, then cards shaped like the offer, its summary and its plan. */
function LoadingLoanPage(props: Partial<PageSkeletonProps>) {
  const t = useText();
  return (
    <PageSkeleton
      navBar={<NavBar title={t('label.loanConfirm')} onBack={onBack} />}
      label={t('common.loading')}
      cards={[
        { rows: ['media', 'amount', 'pair'] },
        { rows: ['title', 'pair'] },
        { rows: ['title', 'step', 'step', 'step'] },
      ]}
      {...props}
    />
  );
}

const meta = {
  title: 'Kit/Skeleton',
  // Docs list the real props of the page pattern and of the cards inside it; the first story fills them in
  // the active language.
  component: PageSkeleton as ComponentType<Partial<PageSkeletonProps>>,
  subcomponents: { SkeletonCards, SkeletonCard },
  render: (args) => <LoadingLoanPage {...args} />,
} satisfies Meta<Partial<PageSkeletonProps>>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The one page-loading pattern: the bar stays (Back works, nothing covers it), the page is busy, one status
 * line says what is loading and the shapes are hidden from screen readers.
 */
export const LoadingPage: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('common.loading'));
    await expect(canvas.getByRole('heading', { level: 1, name: t('label.loanConfirm') })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    const shapes = canvasElement.querySelector('[data-skeleton]');
    await expect(shapes).toHaveAttribute('aria-hidden', 'true');
    await expect(shapes?.querySelectorAll('[data-skeleton-card]')).toHaveLength(3);
    // A real tap on Back lands on Back: no mask over the page.
    const back = canvas.getByRole('button', { name: t('common.back') });
    const r = back.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    await expect(back.contains(hit)).toBe(true);
    await userEvent.click(back);
    await expect(onBack).toHaveBeenCalled();
  },
};

/** Every row a card can be drawn with, one card each, in the order of `SkeletonRow`. */
export const Rows: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, padding: 16 }} aria-hidden="true">
      {ROWS.map((row) => (
        <SkeletonCard key={row} rows={[row]} align={row === 'picture' ? 'center' : 'start'} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = canvasElement.querySelectorAll('[data-skeleton-card]');
    await expect(cards).toHaveLength(ROWS.length);
    for (const card of cards) await expect(card.querySelector('[data-shape]')).toBeVisible();
  },
};

/** The blocks; the light band sweeps across them, and holds still for those who ask for less motion. */
export const Blocks: Story = {
  render: () => (
    <div
      style={{ display: 'grid', gap: 12, padding: 16, background: '#fff', justifyItems: 'start' }}
      aria-hidden="true"
    >
      {SHAPES.map((shape) => (
        <Skeleton key={shape} data-shape={shape} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const block = canvasElement.querySelector<HTMLElement>('[data-shape="line"]')!;
    await expect(doc.defaultView!.getComputedStyle(block).animationName).not.toBe('none');
    const stillUnderReducedMotion = [...doc.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter(
        (rule): rule is CSSMediaRule =>
          rule instanceof CSSMediaRule && rule.conditionText.includes('prefers-reduced-motion: reduce'),
      )
      .flatMap((rule) => [...rule.cssRules])
      .some(
        (rule) =>
          rule instanceof CSSStyleRule &&
          block.matches(rule.selectorText) &&
          rule.style.animationName === 'none',
      );
    await expect(stillUnderReducedMotion).toBe(true);
  },
};
