import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { tokenRgb } from '../../test-support/tokenRgb';
import { useText } from '../../i18n/LocaleProvider';
import { TextField, type TextFieldProps } from './TextField';

type FieldArgs = Omit<TextFieldProps, 'label'>;

function LocalisedField(props: FieldArgs) {
  return <TextField label={useText()('testPreview.orderId')} {...props} />;
}

const meta = {
  title: 'Kit/TextField',
  // Docs list the real props; the stories label the field in the active language.
  component: TextField as ComponentType<FieldArgs>,
  render: (args) => <LocalisedField {...args} />,
  args: { onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<FieldArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { defaultValue: '', inputMode: 'numeric' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: t('testPreview.orderId') }), '7');
    await expect(args.onChange).toHaveBeenCalledWith('7');
  },
};

/** The outline that shows where to type stands out from the card (3:1, `control-border`), not the pale divider grey. */
export const Filled: Story = {
  args: { defaultValue: '202611220001' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const input = within(canvasElement).getByRole('textbox', { name: t('testPreview.orderId') });
    await expect(getComputedStyle(input).borderTopColor).toBe(tokenRgb(input, 'control-border'));
  },
};

export const WithError: Story = {
  render: (args) => {
    const t = useText();
    return <LocalisedField {...args} hint={t('error.network')} invalid />;
  },
  args: { defaultValue: 'x' },
};
