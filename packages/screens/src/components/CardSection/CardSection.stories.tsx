import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useFormat, useText } from '../../i18n/LocaleProvider';
import { storyText } from '../../test-support/storyText';
import { CardSection } from './CardSection';

/**
 * A card that is a named part of the page: a `section` whose heading (a level-2 title in the card's type
 * size) is also its name, so a screen reader lists it among the page's regions.
 */
const meta = { title: 'Kit/CardSection', component: LoanSections } satisfies Meta<typeof LoanSections>;
export default meta;

/** Two sections of a loan page, one above the other as screens stack their cards. */
function LoanSections() {
  const t = useText();
  const format = useFormat();
  return (
    <div style={{ display: 'grid', gap: 12, padding: 16 }}>
      <CardSection title={t('label.amount')}>{format.money(5000000)}</CardSection>
      <CardSection title={t('label.term')}>{t('label.days', { count: 91 })}</CardSection>
    </div>
  );
}

/** Each card is a region named by its own heading, in the order the page stacks them. */
export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const regions = within(canvasElement).getAllByRole('region');
    const headings = regions.map((region) => within(region).getByRole('heading', { level: 2 }));
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      t('label.amount'),
      t('label.term'),
    ]);
    for (const [i, region] of regions.entries())
      await expect(region).toHaveAccessibleName(headings[i]!.textContent!);
  },
};
