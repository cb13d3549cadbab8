import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failsWithRetry, showsLoading } from '../../test-support/loadStatePlays';
import { storyText } from '../../test-support/storyText';
import {
  complaintFormArgs,
  complaintFormLoaders,
  LocalisedForm,
  sendButton,
  textBox,
  TYPES,
} from '../../test-support/stories/complaintForm';

// The form's type and text (required, 200 characters), choosing the type, loading and the load error; the
// photos and the sending are in ComplaintFormScreen.photos.stories.tsx and ComplaintFormScreen.sending.stories.tsx.

const meta = {
  title: 'Complaints/Form',
  component: LocalisedForm,
  args: complaintFormArgs(),
  loaders: complaintFormLoaders,
} satisfies Meta<typeof LocalisedForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    await expect(canvas.getByText(TYPES[ctx.globals.locale === 'id' ? 'id' : 'en'].other)).toBeVisible();
    await expect(textBox(ctx)).toHaveValue('');
    await expect(canvas.getByText(t('complaintForm.counter', { count: 0, max: 200 }))).toBeVisible();
    await expect(canvas.getByLabelText(t('imagePicker.add'))).toBeEnabled();
    await expect(canvas.getByText(t('imagePicker.count', { count: 0, max: 9 }))).toBeVisible();
    await expect(canvas.getByText(t('complaintForm.draftKept'))).toBeVisible();
  },
};

export const CollectionWithSubType: Story = {
  args: { collection: true, text: 'some' },
  play: async (ctx) => {
    const words = TYPES[ctx.globals.locale === 'id' ? 'id' : 'en'];
    const canvas = within(ctx.canvasElement);
    await expect(canvas.getByText(words.type)).toBeVisible();
    await expect(canvas.getByText(words.subType)).toBeVisible();
  },
};

export const RequiredText: Story = {
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    await userEvent.type(textBox(ctx), '   ');
    await userEvent.click(sendButton(ctx));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('complaintForm.required'));
    await expect(textBox(ctx)).toHaveAttribute('aria-invalid', 'true');
    await expect(textBox(ctx)).toHaveFocus();
    await expect(ctx.args.onSend).not.toHaveBeenCalled();
    await userEvent.type(textBox(ctx), 'Wrong fee');
    await expect(canvas.queryByText(t('complaintForm.required'))).not.toBeInTheDocument();
    await userEvent.click(sendButton(ctx));
    await expect(ctx.args.onSend).toHaveBeenCalledTimes(1);
    await expect(ctx.args.onSend).toHaveBeenCalledWith('   Wrong fee');
  },
};

export const TextAt200: Story = {
  args: { text: 'full' },
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    const box = textBox(ctx);
    const before = (box as HTMLTextAreaElement).value;
    await expect(Array.from(before)).toHaveLength(200);
    await expect(canvas.getByText(t('complaintForm.counter', { count: 200, max: 200 }))).toBeVisible();
    // Typing beyond does nothing.
    await userEvent.type(box, 'more');
    await expect(box).toHaveValue(before);
    await expect(canvas.getByText(t('complaintForm.counter', { count: 200, max: 200 }))).toBeVisible();
  },
};

export const PasteBeyondIsCut: Story = {
  args: { text: 'almost' },
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    const box = textBox(ctx) as HTMLTextAreaElement;
    const start = box.value;
    await expect(Array.from(start)).toHaveLength(150);
    box.setSelectionRange(start.length, start.length);
    await userEvent.click(box);
    await userEvent.paste('0123456789'.repeat(10));
    await expect(box).toHaveValue(`${start}${'0123456789'.repeat(5)}`);
    await expect(canvas.getByText(t('complaintForm.counter', { count: 200, max: 200 }))).toBeVisible();
    // Announced politely, not as an alert.
    await waitFor(() =>
      expect(ctx.canvasElement.querySelector('[data-text-notice]')).toHaveTextContent(
        t('complaintForm.cut', { max: 200 }),
      ),
    );
    await expect(ctx.canvasElement.querySelector('[data-text-notice]')).toHaveAttribute('role', 'status');
  },
};

/** Opened without a type (from the chatbot): the types to choose; Send says what is missing until chosen. */
export const ChooseTheType: Story = {
  args: { text: 'some', choose: true },
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    const words = TYPES[ctx.globals.locale === 'id' ? 'id' : 'en'];
    const group = canvas.getByRole('radiogroup', { name: t('complaintForm.typeHeading') });
    await userEvent.click(sendButton(ctx));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('complaintForm.chooseType'));
    await userEvent.click(within(group).getByRole('radio', { name: words.type }));
    await userEvent.click(sendButton(ctx));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('complaintForm.chooseSubType'));
    await expect(ctx.args.onSend).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: words.subType }));
    await expect(ctx.args.onTypeChange).toHaveBeenLastCalledWith({ problemType: '1', problemSonType: '12' });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(sendButton(ctx));
    await expect(ctx.args.onSend).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { load: 'loading' },
  play: showsLoading('complaintForm.loading'),
};

export const LoadError: Story = {
  args: { load: 'error' },
  play: failsWithRetry,
};
