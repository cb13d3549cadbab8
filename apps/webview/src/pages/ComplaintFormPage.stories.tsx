import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMockStore, handlersFor, type MockStore } from '@loan-h5/api/mocks';
import { draftKey } from '@loan-h5/screens';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import { draftFiles, forgetDraftFiles } from '../lib/draftFiles';
import { scaleImage } from '../lib/scaleImage';
import { sentKeyOf } from './complaintForm/sentComplaint';
import ComplaintFormPage from './ComplaintFormPage';
import { clearBridge, recordingBridge, withPage } from './pageStoryDecorators';

const bridge = recordingBridge();
const stores: MockStore[] = [];
const ORDER_NO = 'LN2025060210001';
/** Problem type 2 (repayment): no sub-type. */
const PAGE_URL = `/complainPageNext?problemType=2&orderNo=${ORDER_NO}&tok=t0k&dId=d1`;
const DRAFT = draftKey(ORDER_NO, '2');
const REMOUNT = 'complaint-form-story:remount';

const backend = (scenario = '') => {
  const store = createMockStore();
  stores.push(store);
  return { msw: { handlers: { backend: handlersFor(scenario, store) } }, complaintForm: { store } };
};

/** The entry page stands in for /complaint, showing where the form led. */
function EntryProbe() {
  const { pathname, search } = useLocation();
  return <p data-entry-page="">{`${pathname}${search}`}</p>;
}

/** The page, opened again (a new mount, as after a reload) when a play dispatches REMOUNT. */
function ReopenablePage() {
  const [mount, setMount] = useState(0);
  useEffect(() => {
    const again = () => setMount((n) => n + 1);
    window.addEventListener(REMOUNT, again);
    return () => window.removeEventListener(REMOUNT, again);
  }, []);
  return (
    <Routes>
      <Route path="/complainPageNext" element={<ComplaintFormPage key={mount} />} />
      <Route path="/complaint" element={<EntryProbe />} />
    </Routes>
  );
}

/** A photo drawn on a canvas (PNG, or JPEG at the given size): a real image file, as a phone would give. */
async function drawnPhoto(n: number, width = 240, height = 320, type = 'image/png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d')!;
  const gradient = g.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, `hsl(${(n * 47) % 360} 60% 55%)`);
  gradient.addColorStop(1, `hsl(${(n * 47 + 120) % 360} 60% 35%)`);
  g.fillStyle = gradient;
  g.fillRect(0, 0, width, height);
  // Detail a camera would see (edges, text, grain), so JPEG has something to keep.
  let seed = n * 9301 + 49297;
  const random = () => (seed = (seed * 9301 + 49297) % 233280) / 233280;
  for (let i = 0; i < 150; i += 1) {
    g.fillStyle = `hsla(${random() * 360} 70% ${30 + random() * 50}% / 0.6)`;
    g.beginPath();
    g.arc(random() * width, random() * height, 4 + (random() * width) / 20, 0, Math.PI * 2);
    g.fill();
  }
  g.fillStyle = '#fff';
  g.font = `${Math.round(width / 12)}px sans-serif`;
  g.fillText(`Receipt ${n} · UTR 4567 8901`, width / 20, height / 2);
  // Grain on a small crop only: per-pixel work on 12 MP would take seconds.
  const grain = g.getImageData(0, 0, Math.min(width, 800), Math.min(height, 600));
  for (let i = 0; i < grain.data.length; i += 4) {
    const d = (random() - 0.5) * 24;
    for (let c = i; c < i + 3; c += 1) grain.data[c] = (grain.data[c] ?? 0) + d;
  }
  g.putImageData(grain, 0, 0);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), type, 0.92));
  return new File([blob], `photo-${n}.${type === 'image/png' ? 'png' : 'jpg'}`, { type });
}

/** Clears what a story leaves on the phone: the kept draft and its photos. */
async function clearDraft() {
  localStorage.removeItem(DRAFT);
  localStorage.removeItem(sentKeyOf(DRAFT));
  await forgetDraftFiles(DRAFT);
}

/** The real /complainPageNext container against the mock backend. */
const meta = {
  title: 'App/Complaint form page',
  component: ReopenablePage,
  decorators: [withPage],
  parameters: { page: { url: PAGE_URL, bridge }, ...backend(), docs: { story: inOwnFrame } },
  beforeEach: async () => {
    clearBridge(bridge);
    for (const store of stores) store.reset();
    await clearDraft();
    return clearDraft;
  },
} satisfies Meta<typeof ReopenablePage>;
export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const storeOf = (ctx: PlayContext) => (ctx.parameters.complaintForm as { store: MockStore }).store;
const callsTo = (ctx: PlayContext, endpoint: string) =>
  storeOf(ctx).calls.filter((c) => c.endpoint === endpoint);

/** Opens the page again (as after a reload) and waits until the new one is there. */
async function reopen(ctx: PlayContext, oldBox: HTMLElement) {
  window.dispatchEvent(new Event(REMOUNT));
  await waitFor(() => expect(oldBox).not.toBeInTheDocument());
  return ready(ctx);
}

async function ready(ctx: PlayContext) {
  const t = storyText(ctx);
  const canvas = within(ctx.canvasElement);
  const box = await canvas.findByRole('textbox', { name: t('complaintForm.textLabel') });
  return { t, canvas, box };
}

export const Opened: Story = {
  play: async (ctx) => {
    const { t, canvas, box } = await ready(ctx);
    // The type's name from the server (type 2: repayment).
    await expect(canvas.getByText(ctx.globals.locale === 'id' ? 'Pembayaran' : 'Repayment')).toBeVisible();
    await expect(box).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: t('complaintForm.send') }));
    await expect(await canvas.findByText(t('complaintForm.required'))).toBeVisible();
    await expect(callsTo(ctx, 'upload-problem-img')).toHaveLength(0);
    await expect(callsTo(ctx, 'problem-save')).toHaveLength(0);
  },
};

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

export const SaveRefused: Story = {
  parameters: backend('code:problem-save:01:Please try again later|Silakan coba lagi nanti'),
  play: async (ctx) => {
    const { t, canvas, box } = await ready(ctx);
    await userEvent.type(box, 'Wrong fee');
    await userEvent.click(canvas.getByRole('button', { name: t('complaintForm.send') }));
    const message = ctx.globals.locale === 'id' ? 'Silakan coba lagi nanti' : 'Please try again later';
    const toast = await within(ctx.canvasElement.ownerDocument.body).findByText(message);
    await waitFor(() => expect(toast).toBeVisible());
    // Nothing lost: the text stays, Send works again.
    await expect(box).toHaveValue('Wrong fee');
    await waitFor(() => expect(box).not.toHaveAttribute('readonly'));
    await expect(JSON.parse(localStorage.getItem(DRAFT) ?? '{}')).toMatchObject({ text: 'Wrong fee' });
  },
};

export const TypesFailToLoad: Story = {
  parameters: backend('server-error:problem-types'),
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('error.title'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
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

const typeTitles = (ctx: PlayContext) =>
  ctx.globals.locale === 'id'
    ? {
        repayment: 'Pembayaran',
        fees: 'Biaya dan bunga',
        collection: 'Penagihan',
        family: 'Menghubungi kontak darurat',
      }
    : {
        repayment: 'Repayment',
        fees: 'Fees and interest',
        collection: 'Collection',
        family: 'Contacted my family or friends',
      };

/**
 * Opened without a type (an old chatbot link): the server's types to choose from; Send without one is
 * refused and sends nothing; once chosen, one problem-save with it. The kept order and type position go.
 */
export const NoTypeChosenOnTheForm: Story = {
  parameters: { page: { url: `/complainPageNext?orderNo=${ORDER_NO}&tok=t0k`, bridge } },
  play: async (ctx) => {
    const { t, canvas, box } = await ready(ctx);
    const titles = typeTitles(ctx);
    const types = canvas.getByRole('radiogroup', { name: t('complaintForm.typeHeading') });
    await expect(within(types).getAllByRole('radio')).toHaveLength(6);
    await userEvent.type(box, 'My payment is not shown');
    await userEvent.click(canvas.getByRole('button', { name: t('complaintForm.send') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('complaintForm.chooseType'));
    await expect(callsTo(ctx, 'problem-save')).toHaveLength(0);
    // Collection asks for its sub-type too.
    await userEvent.click(within(types).getByRole('radio', { name: titles.collection }));
    const sub = canvas.getByRole('radiogroup', { name: t('complaintForm.subTypeHeading') });
    await userEvent.click(canvas.getByRole('button', { name: t('complaintForm.send') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('complaintForm.chooseSubType'));
    await expect(within(sub).getAllByRole('radio')).toHaveLength(4);
    await expect(callsTo(ctx, 'problem-save')).toHaveLength(0);
    // Another type: the sub-types go; this one is complete.
    await userEvent.click(within(types).getByRole('radio', { name: titles.repayment }));
    await expect(canvas.queryByRole('radiogroup', { name: t('complaintForm.subTypeHeading') })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    localStorage.setItem('orderNo', JSON.stringify(ORDER_NO));
    localStorage.setItem('selectedIndex', '1');
    await userEvent.click(canvas.getByRole('button', { name: t('complaintForm.send') }));
    await within(ctx.canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t('complaintForm.sentTitle'),
    });
    const saves = callsTo(ctx, 'problem-save');
    await expect(saves).toHaveLength(1);
    await expect(saves[0]!.payload).toMatchObject({ problemType: '2', orderNo: ORDER_NO });
    await expect(saves[0]!.payload.problemSonType).toBeUndefined();
    // Spec 4: on success the complaint keys the pages kept are cleared.
    await expect(localStorage.getItem('orderNo')).toBeNull();
    await expect(localStorage.getItem('selectedIndex')).toBeNull();
  },
};

/** The spec's problemIndex (the type's position): the third type, shown as a tag, and saved with it. */
export const TypeFromProblemIndex: Story = {
  parameters: { page: { url: `/complainPageNext?problemIndex=2&orderNo=${ORDER_NO}&tok=t0k`, bridge } },
  play: async (ctx) => {
    const { t, canvas, box } = await ready(ctx);
    await expect(canvas.getByText(typeTitles(ctx).fees)).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await userEvent.type(box, 'The fee is higher than agreed');
    await userEvent.click(canvas.getByRole('button', { name: t('complaintForm.send') }));
    await within(ctx.canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t('complaintForm.sentTitle'),
    });
    await expect(callsTo(ctx, 'problem-save')[0]!.payload.problemType).toBe('3');
    localStorage.removeItem(draftKey(ORDER_NO, 'index:2'));
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
