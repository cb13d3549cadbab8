import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { InfoDocument } from './InfoDocument';

const section = (id: string, title: string, paragraphs: number) => ({
  id,
  title,
  content: (
    <>
      {Array.from({ length: paragraphs }, (_, i) => (
        <p key={i}>
          {title}, paragraph {i + 1}: running text in a column about seventy characters wide, so a line stays
          easy to follow on a phone and on a desktop screen alike.
        </p>
      ))}
    </>
  ),
});

const sections = [
  section('first', 'First section', 4),
  section('second', 'Second section', 6),
  section('third', 'Third section', 6),
];

const meta = {
  title: 'Kit/InfoDocument',
  component: InfoDocument,
  args: {
    title: 'Document',
    sections,
    contents: true,
    onBack: fn(),
    intro: <p>What this document is about.</p>,
  },
} satisfies Meta<typeof InfoDocument>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Numbered sections with a table of contents; a link moves focus to its section's heading and brings it to
 * the top, just below the title bar, a later section too (laid out only as it nears the screen).
 */
export const WithContents: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: storyText({ globals })('info.contents') });
    await userEvent.click(within(nav).getByRole('link', { name: /Third section/ }));
    const heading = canvas.getByRole('heading', { level: 2, name: '3. Third section' });
    await expect(heading).toHaveFocus();
    const view = canvasElement.ownerDocument.defaultView!;
    const bar = canvas.getByRole('banner');
    await waitFor(() => {
      const top = heading.getBoundingClientRect().top;
      expect(top).toBeLessThan(view.innerHeight / 2);
      // Just below the title bar: clear of it, and not a bar's height further down.
      expect(top).toBeGreaterThanOrEqual(bar.getBoundingClientRect().bottom);
      expect(top).toBeLessThanOrEqual(bar.getBoundingClientRect().bottom + 24);
    });
    await expect(heading.closest('section')).toHaveAttribute('data-later');
  },
};

/** Without contents (a short page such as about us): unnumbered headed sections. */
export const WithoutContents: Story = {
  args: { contents: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'First section' })).toBeVisible();
  },
};
