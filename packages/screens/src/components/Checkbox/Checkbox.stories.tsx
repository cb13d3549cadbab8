import type { MouseEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { tokenRgb } from '../../test-support/tokenRgb';
import { Checkbox } from './Checkbox';

/** Label content is the host's (it comes in as children), so stories carry it per language. */
const copy = {
  en: {
    payAll: 'Pay all instalments',
    agree: 'I have read and agree to the',
    and: 'and',
    loanAgreement: 'Loan agreement',
    privacyPolicy: 'Privacy policy',
  },
  id: {
    payAll: 'Bayar semua tagihan',
    agree: 'Saya telah membaca dan menyetujui',
    and: 'serta',
    loanAgreement: 'Perjanjian pinjaman',
    privacyPolicy: 'Kebijakan privasi',
  },
};
const copyFor = (globals: Record<string, unknown>) => (globals.locale === 'id' ? copy.id : copy.en);

const openAgreement = fn();

const meta = {
  title: 'Kit/Checkbox',
  component: Checkbox,
  args: { onChange: fn(), children: null },
  decorators: [
    (Story) => (
      <div style={{ padding: '0 16px' }}>
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => <Checkbox {...args}>{copyFor(globals).payAll}</Checkbox>,
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement, args, globals }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: copyFor(globals).payAll });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(false);
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const Unchecked: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: copyFor(globals).payAll });
    // The empty box's outline is the control colour (3:1 on white), not the pale divider grey.
    const drawn = box.nextElementSibling!;
    await expect(getComputedStyle(drawn).borderTopColor).toBe(tokenRgb(drawn, 'control-border'));
    await userEvent.click(within(canvasElement).getByText(copyFor(globals).payAll));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithAgreementLinks: Story = {
  args: { defaultChecked: true },
  render: (args, { globals }) => {
    const c = copyFor(globals);
    const open = (event: MouseEvent) => {
      event.preventDefault();
      openAgreement();
    };
    return (
      <Checkbox {...args}>
        {c.agree}{' '}
        <a href="#loan-agreement" onClick={open}>
          {c.loanAgreement}
        </a>{' '}
        {c.and}{' '}
        <a href="#privacy-policy" onClick={open}>
          {c.privacyPolicy}
        </a>
      </Checkbox>
    );
  },
  play: async ({ canvasElement, args, globals }) => {
    const c = copyFor(globals);
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox');
    await userEvent.click(canvas.getByRole('link', { name: c.loanAgreement }));
    await expect(openAgreement).toHaveBeenCalled();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText(c.agree, { exact: false }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(false);
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
