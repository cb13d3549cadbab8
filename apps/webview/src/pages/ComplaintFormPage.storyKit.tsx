// What the complaint form page's stories files share: the page and its reload, the mock backends, the photos.
import { useEffect, useState } from 'react';
import type { StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { createMockStore, handlersFor, type MockStore } from '@loan-h5/api/mocks';
import { draftKey } from '@loan-h5/screens';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { forgetDraftFiles } from '../lib/draftFiles';
import { sentKeyOf } from './complaintForm/sentComplaint';
import ComplaintFormPage from './ComplaintFormPage';
import { clearBridge, recordingBridge } from './pageStoryDecorators';
import { loadingMask } from './pageStoryPlays';

export const bridge = recordingBridge();
const stores: MockStore[] = [];
export const ORDER_NO = 'LN2025060210001';
/** Problem type 2 (repayment): no sub-type. */
export const PAGE_URL = `/complainPageNext?problemType=2&orderNo=${ORDER_NO}&tok=t0k&dId=d1`;
export const DRAFT = draftKey(ORDER_NO, '2');
export const REMOUNT = 'complaint-form-story:remount';

export const backend = (scenario = '') => {
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
export function ReopenablePage() {
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
export async function drawnPhoto(n: number, width = 240, height = 320, type = 'image/png'): Promise<File> {
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

/** The meta's `beforeEach` of every complaint form stories file (its cleanup clears the draft again). */
export async function resetComplaintFormStory() {
  clearBridge(bridge);
  for (const store of stores) store.reset();
  await clearDraft();
  return clearDraft;
}

/**
 * The meta's `afterEach` of every complaint form stories file: a story that ends while a tap's call is on its
 * way (the "Loading…" mask up: UploadSucceeded's slow save) waits for its answer, so that the save landing
 * late cannot clear the draft of the next story, which may be one of another of these files.
 */
export async function settleComplaintFormStory({ canvasElement }: { canvasElement: HTMLElement }) {
  await waitFor(() => expect(loadingMask(canvasElement)).toBeNull(), { timeout: 10_000 });
}

type PlayContext = Parameters<NonNullable<StoryObj<typeof ReopenablePage>['play']>>[0];

export const storeOf = (ctx: PlayContext) => (ctx.parameters.complaintForm as { store: MockStore }).store;
export const callsTo = (ctx: PlayContext, endpoint: string) =>
  storeOf(ctx).calls.filter((c) => c.endpoint === endpoint);

/** Opens the page again (as after a reload) and waits until the new one is there. */
export async function reopen(ctx: PlayContext, oldBox: HTMLElement) {
  window.dispatchEvent(new Event(REMOUNT));
  await waitFor(() => expect(oldBox).not.toBeInTheDocument());
  return ready(ctx);
}

export async function ready(ctx: PlayContext) {
  const t = storyText(ctx);
  const canvas = within(ctx.canvasElement);
  const box = await canvas.findByRole('textbox', { name: t('complaintForm.textLabel') });
  return { t, canvas, box };
}
