import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import {
  complaintFormArgs,
  complaintFormLoaders,
  LocalisedForm,
  photos,
  photoUrl,
} from '../../test-support/stories/complaintForm';

const meta = {
  title: 'Complaints/Form/Photos',
  component: LocalisedForm,
  args: complaintFormArgs(),
  loaders: complaintFormLoaders,
} satisfies Meta<typeof LocalisedForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NineImages: Story = {
  args: { text: 'some', images: photos(9) },
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(9);
    await expect(canvas.queryByLabelText(t('imagePicker.add'))).not.toBeInTheDocument();
    await expect(canvas.getByText(t('imagePicker.count', { count: 9, max: 9 }))).toBeVisible();
    // No remove button on the tiles (a tap on a photo opens it): it is removed from its preview.
    await expect(canvas.queryByRole('button', { name: t('imagePicker.remove', { index: 9 }) })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('imagePicker.view', { index: 9 }) }));
    const dialog = await within(ctx.canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t('imagePicker.photo', { index: 9 }),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('imagePicker.remove', { index: 9 }) }),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getAllByRole('img')).toHaveLength(8);
    await expect(canvas.getByLabelText(t('imagePicker.add'))).toBeInTheDocument();
    // Focus stays in the picker: on the add tile, where photo 9 was.
    await waitFor(() => expect(canvas.getByLabelText(t('imagePicker.add'))).toHaveFocus());
  },
};

/** A reload brought back one kept photo of two (the other's file was not stored in time): the form says so. */
export const PhotoNotKeptAfterReload: Story = {
  args: { text: 'some', images: photos(1), photosNotKept: 1 },
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('complaintForm.photoNotKept'));
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvas.getByLabelText(t('imagePicker.add'))).toBeEnabled();
  },
};

/** Two photos not kept: the count is said. */
export const PhotosNotKeptAfterReload: Story = {
  args: { text: 'some', photosNotKept: 2 },
  play: async (ctx) => {
    const t = storyText(ctx);
    await expect(within(ctx.canvasElement).getByRole('alert')).toHaveTextContent(
      t('complaintForm.photosNotKept', { count: 2 }),
    );
  },
};

export const PhotoPreview: Story = {
  args: { text: 'some', images: photos(3) },
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('imagePicker.view', { index: 2 }) }));
    const dialog = await within(ctx.canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t('imagePicker.photo', { index: 2 }),
    });
    await expect(dialog.querySelector('img')).toHaveAttribute('src', photoUrl(2));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.close') }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const NotAnImageRefused: Story = {
  args: { text: 'some' },
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    await userEvent.upload(
      canvas.getByLabelText(t('imagePicker.add')),
      new File(['%PDF-1.4'], 'statement.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );
    await expect(await canvas.findByText(t('imagePicker.notImage'))).toBeVisible();
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
  },
};
