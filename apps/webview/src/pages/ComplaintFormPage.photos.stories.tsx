import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import { draftFiles } from '../lib/draftFiles';
import { scaleImage } from '../lib/scaleImage';
import { withPage } from './pageStoryDecorators';
import {
  backend,
  bridge,
  callsTo,
  DRAFT,
  drawnPhoto,
  PAGE_URL,
  ready,
  reopen,
  ReopenablePage,
  resetComplaintFormStory,
  settleComplaintFormStory,
  storeOf,
} from './ComplaintFormPage.storyKit';

/** The real /complainPageNext container against the mock backend: photos uploaded, refused and retried, scaled. */
const meta = {
  title: 'App/Complaint form page/Photos',
  component: ReopenablePage,
  decorators: [withPage],
  parameters: { page: { url: PAGE_URL, bridge }, ...backend(), docs: { story: inOwnFrame } },
  beforeEach: resetComplaintFormStory,
  afterEach: settleComplaintFormStory,
} satisfies Meta<typeof ReopenablePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UploadFailsThenRetriedAlone: Story = {
  parameters: backend('upload-fails:2'),
  play: async (ctx) => {
    const { t, canvas, box } = await ready(ctx);
    await userEvent.type(box, 'The app shows my payment as late');
    const files = [await drawnPhoto(1), await drawnPhoto(2), await drawnPhoto(3)];
    await userEvent.upload(canvas.getByLabelText(t('imagePicker.add')), files);
    await userEvent.click(canvas.getByRole('button', { name: t('complaintForm.send') }));
    // Photo 2 was refused; 1 and 3 are on the server and are not sent again.
    await canvas.findByRole('button', { name: t('imagePicker.retry', { index: 2 }) });
    // The server's reason (the mock's "upload failed" message), not our generic words.
    const reason =
      ctx.globals.locale === 'id' ? 'Gagal mengunggah gambar' : 'Upload failed, please try again';
    await expect(canvas.getByRole('alert')).toHaveTextContent(reason);
    await expect(canvas.getByRole('alert')).not.toHaveTextContent(t('complaintForm.uploadFailed'));
    await expect(canvas.getAllByText(t('imagePicker.uploaded'))).toHaveLength(2);
    await expect(callsTo(ctx, 'upload-problem-img')).toHaveLength(3);
    await expect(callsTo(ctx, 'problem-save')).toHaveLength(0);
    // Kept across a reload: photo 2 still marked, the others still uploaded.
    const again = await reopen(ctx, box);
    await userEvent.click(
      await again.canvas.findByRole('button', { name: t('imagePicker.retry', { index: 2 }) }),
    );
    const sent = await within(ctx.canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: t('complaintForm.sentTitle') },
      { timeout: 10_000 },
    );
    await expect(callsTo(ctx, 'upload-problem-img')).toHaveLength(4);
    const saves = callsTo(ctx, 'problem-save');
    await expect(saves).toHaveLength(1);
    await expect(saves[0]!.payload.problemImage!.split(',')).toHaveLength(3);
    await expect(saves[0]!.payload.problemDetail).toBe('The app shows my payment as late');
    await expect(saves[0]!.idempotencyKey).toBeTruthy();
    // The complaint's number from the reply stays on screen until OK.
    const problemId = storeOf(ctx)
      .for(ctx.globals.locale === 'id' ? 'ID' : 'IN')
      .complaints.at(-1)!.problemId;
    await expect(sent).toHaveTextContent(t('complaintForm.sentReference', { reference: problemId }));
    await userEvent.click(within(sent).getByRole('button', { name: t('common.ok') }));
    // Then the entry, in place of the form, with the page's common params.
    const entry = await canvas.findByText(/^\/complaint\?/, undefined, { timeout: 4000 });
    await expect(entry.textContent).toContain('tok=t0k');
    await expect(entry.textContent).not.toContain('problemType');
    await expect(localStorage.getItem(DRAFT)).toBeNull();
    await expect((await draftFiles(DRAFT)).size).toBe(0);
  },
};

/** The scaling helper in real Chromium: a 4000×3000 camera-sized photo goes up as 1600×1200 JPEG. */
export const PhotoScaledBeforeUpload: Story = {
  play: async (ctx) => {
    await ready(ctx);
    const big = await drawnPhoto(7, 4000, 3000, 'image/jpeg');
    const scaled = await scaleImage(big);
    const image = new Image();
    image.src = URL.createObjectURL(scaled);
    await image.decode();
    await expect([image.naturalWidth, image.naturalHeight]).toEqual([1600, 1200]);
    await expect(scaled.type).toBe('image/jpeg');
    await expect(scaled.size).toBeLessThan(big.size / 3);
    URL.revokeObjectURL(image.src);
    console.info(`scaleImage: 4000x3000 ${big.size} B -> 1600x1200 ${scaled.size} B`);
    // Small photos go as they are.
    const small = await drawnPhoto(8);
    await expect(await scaleImage(small)).toBe(small);
  },
};

/** Every photo reached the server: "Upload succeeded!" beside them while the complaint is saved. */
export const UploadSucceeded: Story = {
  parameters: backend('slow:problem-save:2500'),
  play: async (ctx) => {
    const { t, canvas, box } = await ready(ctx);
    await userEvent.type(box, 'Receipt attached');
    await userEvent.upload(canvas.getByLabelText(t('imagePicker.add')), [await drawnPhoto(4)]);
    await userEvent.click(canvas.getByRole('button', { name: t('complaintForm.send') }));
    await expect(await canvas.findByText(t('complaintForm.uploadSucceeded'))).toBeVisible();
    await expect(callsTo(ctx, 'upload-problem-img')).toHaveLength(1);
  },
};
