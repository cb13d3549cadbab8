import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import { draftFiles, forgetDraftFiles, keepDraftFile } from '../lib/draftFiles';
import { readKeptDraft } from './complaintForm/keptDraft';
import { sentKeyOf } from './complaintForm/sentComplaint';
import { withPage } from './pageStoryDecorators';
import {
  backend,
  bridge,
  callsTo,
  DRAFT,
  drawnPhoto,
  PAGE_URL,
  ready,
  REMOUNT,
  reopen,
  ReopenablePage,
  resetComplaintFormStory,
  settleComplaintFormStory,
  storeOf,
} from './ComplaintFormPage.storyKit';

/** The real /complainPageNext container against the mock backend: the draft and the sent complaint across a reload, a lost save answer. */
const meta = {
  title: 'App/Complaint form page/Reloads and lost answers',
  component: ReopenablePage,
  decorators: [withPage],
  parameters: { page: { url: PAGE_URL, bridge }, ...backend(), docs: { story: inOwnFrame } },
  beforeEach: resetComplaintFormStory,
  afterEach: settleComplaintFormStory,
} satisfies Meta<typeof ReopenablePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DraftKeptWhenReopened: Story = {
  play: async (ctx) => {
    const { t, canvas, box } = await ready(ctx);
    await userEvent.type(box, 'Charged twice for one instalment');
    await userEvent.upload(canvas.getByLabelText(t('imagePicker.add')), [
      await drawnPhoto(1),
      await drawnPhoto(2),
    ]);
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    // The files reach IndexedDB (written in the background).
    await waitFor(async () => expect((await draftFiles(DRAFT)).size).toBe(2));
    const again = await reopen(ctx, box);
    await expect(again.box).toHaveValue('Charged twice for one instalment');
    await waitFor(() => expect(again.canvas.getAllByRole('img')).toHaveLength(2));
    await expect(again.canvas.getAllByRole('img')[0]).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    // Removing one (from its preview) forgets its file.
    await userEvent.click(again.canvas.getByRole('button', { name: t('imagePicker.view', { index: 1 }) }));
    const preview = await within(ctx.canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t('imagePicker.photo', { index: 1 }),
    });
    await userEvent.click(
      within(preview).getByRole('button', { name: t('imagePicker.remove', { index: 1 }) }),
    );
    await waitFor(async () => expect((await draftFiles(DRAFT)).size).toBe(1));
  },
};

/**
 * The page closed before a photo's file was stored (and the server never had it): the reopened form keeps
 * the other photo and the text, and says one photo was not kept, until the borrower adds one.
 */
export const PhotoNotKeptWhenReopened: Story = {
  play: async (ctx) => {
    const { t, canvas, box } = await ready(ctx);
    await userEvent.type(box, 'Charged twice for one instalment');
    await userEvent.upload(canvas.getByLabelText(t('imagePicker.add')), [
      await drawnPhoto(1),
      await drawnPhoto(2),
    ]);
    await waitFor(async () => expect((await draftFiles(DRAFT)).size).toBe(2));
    // As if the page had closed before the first photo's file was written.
    const lostId = readKeptDraft(DRAFT).photos[0]!.id;
    await forgetDraftFiles(DRAFT, [lostId]);
    const again = await reopen(ctx, box);
    await expect(again.box).toHaveValue('Charged twice for one instalment');
    await waitFor(() => expect(again.canvas.getAllByRole('img')).toHaveLength(1));
    await expect(again.canvas.getByRole('alert')).toHaveTextContent(t('complaintForm.photoNotKept'));
    // Said once: the kept draft no longer names it.
    await expect(readKeptDraft(DRAFT).photos.map((p) => p.id)).not.toContain(lostId);
    await userEvent.upload(again.canvas.getByLabelText(t('imagePicker.add')), [await drawnPhoto(3)]);
    await waitFor(() => expect(again.canvas.getAllByRole('img')).toHaveLength(2));
    await expect(again.canvas.queryByText(t('complaintForm.photoNotKept'))).toBeNull();
  },
};

/**
 * A file no draft names (the page closed after storing it, before its draft was written): the form, with
 * no photo to bring back, opens at once (it does not wait for the photo store); the stray file goes, and a
 * photo added before the store's read returns keeps its file.
 */
export const StrayFileForgotten: Story = {
  play: async (ctx) => {
    const { t, box } = await ready(ctx);
    await expect(await keepDraftFile(DRAFT, 'stray', await drawnPhoto(9))).toBe(true);
    const again = await reopen(ctx, box);
    await userEvent.upload(again.canvas.getByLabelText(t('imagePicker.add')), [await drawnPhoto(1)]);
    await waitFor(() => expect(again.canvas.getAllByRole('img')).toHaveLength(1));
    // The phone keeps the added photo's file, named by the draft, and not the stray one.
    await waitFor(async () =>
      expect([...(await draftFiles(DRAFT)).keys()]).toEqual(readKeptDraft(DRAFT).photos.map((p) => p.id)),
    );
    await expect(readKeptDraft(DRAFT).photos).toHaveLength(1);
  },
};

export const ReloadedOnTheSentModal: Story = {
  play: async (ctx) => {
    const { t, canvas, box } = await ready(ctx);
    const body = within(ctx.canvasElement.ownerDocument.body);
    await userEvent.type(box, 'Charged twice for one instalment');
    await userEvent.click(canvas.getByRole('button', { name: t('complaintForm.send') }));
    await body.findByRole('dialog', { name: t('complaintForm.sentTitle') });
    // A reload on the modal: the modal again with the complaint's number, not an empty form to file twice.
    window.dispatchEvent(new Event(REMOUNT));
    await waitFor(() => expect(box).not.toBeInTheDocument());
    const sent = await body.findByRole('dialog', { name: t('complaintForm.sentTitle') });
    const problemId = storeOf(ctx)
      .for(ctx.globals.locale === 'id' ? 'ID' : 'IN')
      .complaints.at(-1)!.problemId;
    await expect(sent).toHaveTextContent(t('complaintForm.sentReference', { reference: problemId }));
    await expect(callsTo(ctx, 'problem-save')).toHaveLength(1);
    await userEvent.click(within(sent).getByRole('button', { name: t('common.ok') }));
    await canvas.findByText(/^\/complaint\?/, undefined, { timeout: 4000 });
    // Moved on: the next visit to this form is a fresh one.
    await expect(localStorage.getItem(sentKeyOf(DRAFT))).toBeNull();
  },
};

export const SaveAnswerLost: Story = {
  parameters: backend('lost-reply:problem-save'),
  play: async (ctx) => {
    const { t, canvas, box } = await ready(ctx);
    await userEvent.type(box, 'Collector called my family');
    const send = canvas.getByRole('button', { name: t('complaintForm.send') });
    // A double tap sends one save.
    await userEvent.dblClick(send);
    await expect(await canvas.findByText(t('complaintForm.sendingTitle'))).toBeVisible();
    await expect(callsTo(ctx, 'problem-save')).toHaveLength(1);
    await expect(canvas.queryByText(t('complaintForm.sentTitle'))).toBeNull();
    // Still "sending" after a reload, which sends nothing.
    const again = await reopen(ctx, box);
    await expect(await again.canvas.findByText(t('complaintForm.sendingTitle'))).toBeVisible();
    await expect(callsTo(ctx, 'problem-save')).toHaveLength(1);
    await userEvent.click(again.canvas.getByRole('button', { name: t('complaintForm.checkAgain') }));
    await within(ctx.canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: t('complaintForm.sentTitle') },
      { timeout: 10_000 },
    );
    const saves = callsTo(ctx, 'problem-save');
    await expect(saves).toHaveLength(2);
    await expect(saves[1]!.idempotencyKey).toBe(saves[0]!.idempotencyKey);
    // Saved once.
    const market = ctx.globals.locale === 'id' ? 'ID' : 'IN';
    await expect(
      storeOf(ctx)
        .for(market)
        .complaints.filter((c) => c.content === 'Collector called my family'),
    ).toHaveLength(1);
  },
};
