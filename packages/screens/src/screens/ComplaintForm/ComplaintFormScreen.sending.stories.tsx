import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import {
  complaintFormArgs,
  complaintFormLoaders,
  LocalisedForm,
  photos,
  sendButton,
  textBox,
} from '../../test-support/stories/complaintForm';

const meta = {
  title: 'Complaints/Form/Sending',
  component: LocalisedForm,
  args: complaintFormArgs(),
  loaders: complaintFormLoaders,
} satisfies Meta<typeof LocalisedForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {
  args: {
    text: 'some',
    images: photos(3, ['uploaded', 'uploading', 'waiting']),
    phase: 'uploading',
    progress: { current: 2, total: 3 },
  },
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    await expect(canvas.getByText(t('imagePicker.uploaded'))).toBeVisible();
    await expect(canvas.getByText(t('imagePicker.uploading'))).toBeVisible();
    await expect(canvas.getByText(t('imagePicker.waiting'))).toBeVisible();
    await expect(ctx.canvasElement.querySelector('[data-send-progress]')).toHaveTextContent(
      t('complaintForm.uploading', { current: 2, total: 3 }),
    );
    // Nothing can change while it is on its way.
    await expect(canvas.queryByRole('button', { name: t('imagePicker.remove', { index: 1 }) })).toBeNull();
    await expect(canvas.getByLabelText(t('imagePicker.add'))).toBeDisabled();
    await expect(textBox(ctx)).toHaveAttribute('readonly');
    await userEvent.click(sendButton(ctx));
    await expect(ctx.args.onSend).not.toHaveBeenCalled();
  },
};

export const UploadFailedRetriedAlone: Story = {
  args: { text: 'some', images: photos(3, ['uploaded', 'failed', 'uploaded']), uploadFailed: true },
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('complaintForm.uploadFailed'));
    await expect(canvas.getAllByText(t('imagePicker.uploaded'))).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: t('imagePicker.retry', { index: 2 }) }));
    await expect(ctx.args.onRetryUpload).toHaveBeenCalledTimes(1);
    await expect(ctx.args.onRetryUpload).toHaveBeenCalledWith('photo-2');
  },
};

export const Saving: Story = {
  args: { text: 'some', images: photos(2, ['uploaded', 'uploaded']), phase: 'saving' },
  play: async (ctx) => {
    const t = storyText(ctx);
    await expect(sendButton(ctx)).toHaveAttribute('data-loading');
    await expect(ctx.canvasElement.querySelector('[data-send-progress]')).toHaveTextContent(
      t('complaintForm.saving'),
    );
    await userEvent.click(sendButton(ctx));
    await expect(ctx.args.onSend).not.toHaveBeenCalled();
  },
};

export const SendingAnswerLost: Story = {
  args: { text: 'some', images: photos(2, ['uploaded', 'uploaded']), phase: 'sending', stillWaiting: true },
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    await expect(canvas.getByText(t('complaintForm.sendingTitle'))).toBeVisible();
    await expect(canvas.getByText(t('complaintForm.stillWaiting'))).toBeVisible();
    // Never "sent", never "failed": only the server's answer moves it on.
    await expect(canvas.queryByText(t('complaintForm.sentTitle'))).toBeNull();
    // The status and Check again sit beside Send, in view without scrolling.
    const check = canvas.getByRole('button', { name: t('complaintForm.checkAgain') });
    const win = ctx.canvasElement.ownerDocument.defaultView!;
    for (const part of [check, sendButton(ctx), canvas.getByText(t('complaintForm.sendingTitle'))]) {
      const box = part.getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(0);
      await expect(box.bottom).toBeLessThanOrEqual(win.innerHeight);
    }
    await expect(
      Math.abs(check.getBoundingClientRect().top - sendButton(ctx).getBoundingClientRect().top),
    ).toBeLessThan(2);
    await userEvent.click(check);
    await expect(ctx.args.onCheckAgain).toHaveBeenCalledTimes(1);
  },
};

export const SuccessModal: Story = {
  args: { text: 'some', images: photos(2, ['uploaded', 'uploaded']), phase: 'sent' },
  play: async (ctx) => {
    const t = storyText(ctx);
    const dialog = await within(ctx.canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t('complaintForm.sentTitle'),
    });
    await expect(dialog).toHaveTextContent(t('complaintForm.sentText'));
    // No number from the server: none is made up.
    await expect(dialog.querySelector('[data-reference]')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.ok') }));
    await expect(ctx.args.onSentDone).toHaveBeenCalledTimes(1);
  },
};

/** The server sent the complaint's number: the borrower can note it before OK. */
export const SuccessWithReference: Story = {
  args: { text: 'some', phase: 'sent', sentReference: '6012' },
  play: async (ctx) => {
    const t = storyText(ctx);
    const dialog = await within(ctx.canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t('complaintForm.sentTitle'),
    });
    // Visible once the modal has faded in.
    await waitFor(() =>
      expect(within(dialog).getByText(t('complaintForm.sentReference', { reference: '6012' }))).toBeVisible(),
    );
    await expect(dialog).toHaveTextContent(t('complaintForm.sentReferenceHint'));
    await expect(dialog).toHaveTextContent(t('complaintForm.sentText'));
  },
};

/** A photo refused by the server: its reason, as text (tags shown, never run), then how to send it again. */
export const UploadRefusedWithServerReason: Story = {
  args: {
    text: 'some',
    images: photos(2, ['uploaded', 'failed']),
    uploadFailed: true,
    uploadFailedMessage: 'Photo too large <img src=x onerror=alert(1)>',
  },
  play: async (ctx) => {
    const t = storyText(ctx);
    const alert = within(ctx.canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Photo too large <img src=x onerror=alert(1)>');
    await expect(alert.querySelector('img')).toBeNull();
    await expect(alert).toHaveTextContent(t('complaintForm.uploadRetryHint'));
    await expect(alert).not.toHaveTextContent(t('complaintForm.uploadFailed'));
  },
};

/** Every photo reached the server while the complaint is saved: "Upload succeeded!". */
export const UploadSucceeded: Story = {
  args: { text: 'some', images: photos(2, ['uploaded', 'uploaded']), phase: 'saving', uploadSucceeded: true },
  play: async (ctx) => {
    const t = storyText(ctx);
    await expect(within(ctx.canvasElement).getByText(t('complaintForm.uploadSucceeded'))).toBeVisible();
  },
};
