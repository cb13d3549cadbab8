import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { newIdempotencyKey, problemImageUpload, problemSave, problemTypes } from '@loan-h5/api';
import {
  ComplaintFormScreen,
  draftKey,
  isUploadRef,
  markOf,
  mergeDraftPhotos,
  pendingUploads,
  showToast,
  TOAST_SHORT_MS,
  uploadedUrls,
  useText,
  type ComplaintPhase,
  type KeptDraft,
  type PickedImage,
} from '@loan-h5/screens';
import { useApiClient } from '../data/ApiContext';
import { useCall } from '../data/useCall';
import { draftFiles, forgetDraftFiles, keepDraftFile } from '../lib/draftFiles';
import { scaleImage } from '../lib/scaleImage';
import { complaintPageHref, COMPLAINT_ENTRY_PATH } from './complaintLinks';
import { forgetDraft, keepDraft, readKeptDraft } from './complaintForm/keptDraft';
import { photoPreview, type FormPhoto } from './complaintForm/photos';
import { outcomeUnknown, refusalMessage } from './payway/paymentOutcome';
import { useLeavePage } from './pageNavigation';
import { isOfflineFailure } from '../data/callErrors';

/** How long the success modal shows before the entry opens (spec 4, 9). */
export const SENT_MODAL_MS = 1500;

/**
 * /complainPageNext?problemType=&orderNo=[&problemSonType=] (spec screen 4). The draft is never lost: text,
 * photo ids, upload URLs and a save on its way are kept in local storage on every change, the photos' files
 * in IndexedDB. Send uploads the photos not uploaded yet, one request each, in order (scaled down first);
 * a failure keeps the others and only the failed ones go again. Then one problem-save with the URLs, its
 * Idempotency-Key kept with the draft before it leaves: a lost answer shows "Sending your complaint" (also
 * after a reload) until Check again hears from the server, which saves the complaint once.
 */
export default function ComplaintFormPage() {
  const client = useApiClient();
  const t = useText();
  const navigate = useNavigate();
  const { search } = useLocation();
  const leave = useLeavePage();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const problemType = query.get('problemType') ?? '';
  const problemSonType = query.get('problemSonType') || undefined;
  const orderNo = query.get('orderNo') ?? '';
  const key = draftKey(orderNo, problemType, problemSonType);

  const types = useCall((signal) => client.call(problemTypes, {}, { signal }), 'types');

  const [kept] = useState(() => readKeptDraft(key));
  const [text, setText] = useState(kept.text);
  const [photos, setPhotos] = useState<FormPhoto[] | null>(null);
  const [phase, setPhase] = useState<ComplaintPhase>(kept.saving ? 'sending' : 'editing');
  const [current, setCurrent] = useState<{ id: string; index: number; total: number } | null>(null);
  const [uploadFailed, setUploadFailed] = useState(() => kept.photos.some((p) => p.failed));
  const [stillWaiting, setStillWaiting] = useState(false);
  // The latest draft, for the send that runs across renders.
  const draft = useRef<Omit<KeptDraft, 'photos'> & { photos: FormPhoto[] }>({ ...kept, photos: [] });
  const busy = useRef(false);

  const keep = (next: Partial<Omit<KeptDraft, 'photos'> & { photos: FormPhoto[] }>) => {
    draft.current = { ...draft.current, ...next };
    const { text: keptText, photos: all, saving } = draft.current;
    keepDraft(key, {
      text: keptText,
      photos: all.map(({ id, uploadedUrl, failed }) => ({ id, uploadedUrl, failed })),
      ...(saving ? { saving } : {}),
    });
    if (next.photos) setPhotos(next.photos);
    if (next.text !== undefined) setText(next.text);
  };

  // The kept photos' files come back from IndexedDB; photos neither stored nor uploaded are gone for good.
  useEffect(() => {
    let live = true;
    void draftFiles(key).then((files) => {
      if (!live) return;
      const merged = mergeDraftPhotos(kept.photos, files);
      if (merged.orphans.length > 0) void forgetDraftFiles(key, merged.orphans);
      const restored = merged.photos.map((p) => ({ ...p, ...photoPreview(p) }));
      draft.current = { ...draft.current, photos: restored };
      setPhotos(restored);
    });
    return () => {
      live = false;
    };
  }, [key, kept]);

  // Object URLs this page made for restored files go when the page does.
  useEffect(
    () => () => {
      for (const p of draft.current.photos) if (p.ownPreview) URL.revokeObjectURL(p.preview);
    },
    [],
  );

  const onImagesChange = (next: PickedImage[]) => {
    const before = new Map(draft.current.photos.map((p) => [p.id, p]));
    const ids = new Set(next.map((p) => p.id));
    const removed = draft.current.photos.filter((p) => !ids.has(p.id));
    for (const p of removed) if (p.ownPreview) URL.revokeObjectURL(p.preview);
    if (removed.length > 0)
      void forgetDraftFiles(
        key,
        removed.map((p) => p.id),
      );
    const list = next.map((image): FormPhoto => {
      const had = before.get(image.id);
      if (had) return had;
      if (image.file) void keepDraftFile(key, image.id, image.file);
      return { id: image.id, file: image.file, preview: image.url };
    });
    keep({ photos: list });
    if (!list.some((p) => p.failed)) setUploadFailed(false);
  };

  const update = (id: string, change: Partial<FormPhoto>) =>
    keep({ photos: draft.current.photos.map((p) => (p.id === id ? { ...p, ...change } : p)) });

  /** Uploads the photos not on the server yet, in order; true when every photo is there. */
  const upload = async (only?: string) => {
    const todo = pendingUploads(draft.current.photos).filter((p) => !only || p.id === only);
    let failed = false;
    for (const [index, photo] of todo.entries()) {
      setCurrent({ id: photo.id, index: index + 1, total: todo.length });
      try {
        if (!photo.file) throw new Error('the photo is no longer on this phone');
        const url = await client.call(problemImageUpload, { problemImage: await scaleImage(photo.file) });
        if (!isUploadRef(url)) throw new Error('unusable upload address');
        update(photo.id, { uploadedUrl: url, failed: undefined });
      } catch {
        failed = true;
        update(photo.id, { failed: true });
      }
    }
    setCurrent(null);
    return !failed;
  };

  /** The save, with the key kept for exactly this text and these URLs (a retry of it repeats it). */
  const save = async (saving: NonNullable<KeptDraft['saving']>, checking = false) => {
    try {
      await client.call(
        problemSave,
        {
          problemType,
          ...(problemSonType ? { problemSonType } : {}),
          problemDetail: saving.text,
          problemImage: saving.urls.join(','),
          orderNo,
        },
        { idempotencyKey: saving.key },
      );
      void forgetDraftFiles(key);
      forgetDraft(key);
      setPhase('sent');
    } catch (error) {
      if (outcomeUnknown(error)) {
        setPhase('sending');
        setStillWaiting(checking);
        return;
      }
      // Refused: nothing was saved; the draft stays to be corrected and sent again (a new save).
      keep({ saving: undefined });
      setPhase('editing');
      showToast(refusalMessage(error) || t('complaintForm.saveFailed'), { duration: TOAST_SHORT_MS });
    }
  };

  /** One send at a time: a double tap, or a tap while one is out, does nothing. */
  const run = async (action: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await action();
    } finally {
      busy.current = false;
    }
  };

  const send = (only?: string) =>
    void run(async () => {
      setUploadFailed(false);
      if (pendingUploads(draft.current.photos).length > 0) {
        setPhase('uploading');
        const allThere = (await upload(only)) && pendingUploads(draft.current.photos).length === 0;
        if (!allThere) {
          setPhase('editing');
          setUploadFailed(draft.current.photos.some((p) => p.failed));
          return;
        }
      }
      const urls = uploadedUrls(draft.current.photos) ?? [];
      const saving = { key: newIdempotencyKey(), text: draft.current.text, urls };
      keep({ saving });
      setPhase('saving');
      await save(saving);
    });

  const checkAgain = () =>
    void run(async () => {
      const saving = draft.current.saving;
      if (saving) await save(saving, true);
    });

  // Sent: the modal for 1.5 s, then the complaint entry in place of this page.
  useEffect(() => {
    if (phase !== 'sent') return undefined;
    const timer = setTimeout(
      () => void navigate(complaintPageHref(COMPLAINT_ENTRY_PATH, search), { replace: true }),
      SENT_MODAL_MS,
    );
    return () => clearTimeout(timer);
  }, [phase, navigate, search]);

  if (types.status === 'failed')
    return (
      <ComplaintFormScreen
        status="error"
        onRetry={types.retry}
        offline={isOfflineFailure(types.failure)}
        onBack={leave}
      />
    );
  if (types.status === 'loading' || photos === null)
    return <ComplaintFormScreen status="loading" onBack={leave} />;

  const typeTitle = types.data.types.find((x) => x.value === problemType)?.title ?? '';
  const subTypeTitle = problemSonType
    ? (types.data.subTypes.find((x) => x.value === problemSonType)?.title ?? '')
    : undefined;
  const sendingPhotos = phase === 'uploading';

  return (
    <ComplaintFormScreen
      status="ready"
      typeTitle={typeTitle}
      subTypeTitle={subTypeTitle}
      text={text}
      onTextChange={(next) => keep({ text: next })}
      images={photos.map((p) => ({
        id: p.id,
        url: p.preview,
        ...(p.file instanceof File ? { file: p.file } : {}),
        mark: markOf(p, current?.id ?? null, sendingPhotos),
      }))}
      onImagesChange={onImagesChange}
      phase={phase}
      progress={current ? { current: current.index, total: current.total } : undefined}
      uploadFailed={uploadFailed}
      stillWaiting={stillWaiting}
      onSend={() => send()}
      onRetryUpload={(id) => send(id)}
      onCheckAgain={checkAgain}
      onBack={leave}
    />
  );
}
