import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useText } from '../../i18n/LocaleProvider';
import { storyText } from '../../test-support/storyText';
import { IconButton } from './IconButton';

function CloseIconButton({ onClick }: { onClick: () => void }) {
  return (
    <div style={{ padding: 16 }}>
      <IconButton aria-label={useText()('common.close')} onClick={onClick}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </IconButton>
    </div>
  );
}

/**
 * A round 44 px button holding one icon (back, close, pause). It has no text: always give it an
 * `aria-label`. Takes the colour of its surroundings. `IconButton` is a styled `button` (`type="button"`):
 * it takes a button's attributes, `onClick` among them.
 */
const meta = {
  title: 'Kit/IconButton',
  component: CloseIconButton,
  args: { onClick: fn() },
} satisfies Meta<typeof CloseIconButton>;
export default meta;

export const Close: StoryObj<typeof meta> = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const button = within(canvasElement).getByRole('button', { name: t('common.close') });
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
