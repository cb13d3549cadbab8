import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { newIdempotencyKey, problemImageUpload, problemSave, problemTypes } from '@loan-h5/api';
import {
  ComplaintFormScreen,
  draftKey,
  isUploadRef,
  markOf,
  formTypeState,
  pendingUploads,
  showToast,
  TOAST_SHORT_MS,
  uploadedUrls,
  useText,
  type ChosenComplaintType,
  type ComplaintPhase,
  type KeptDraft,
  type PickedImage,
} from '@loan-h5/screens';
import { useApiClient } from '../data/ApiContext';
import { useCall } from '../data/useCall';
import { reloadPage } from '../lib/reloadPage';
import { forgetDraftFiles } from '../lib/draftFiles';
import { complaintPageHref, COMPLAINT_ENTRY_PATH, forgetComplaintChoice } from './complaintLinks';
import { forgetDraft } from './complaintForm/keptDraft';
import { useComplaintDraft } from './complaintForm/useComplaintDraft';
import { keepSaveKey, readSaveKey, saveKeyOf } from './complaintForm/unsureSave';
import { forgetSentComplaint, keepSentComplaint, readSentComplaint } from './complaintForm/sentComplaint';
import { outcomeUnknown, refusalMessage } from './payway/paymentOutcome';
import { useLeavePage } from './pageNavigation';
import { isOfflineFailure } from '../data/callErrors';

/** How long the success modal shows before the entry opens (spec 4, 9). */
export const SENT_MODAL_MS = 1500;

/**
 * /complainPageNext?problemType=&orderNo=[&problemSonType=] or the spec's ?problemIndex= (spec screen 4).
 * A type the address does not name (a complaint from the chatbot, a stale link) is chosen on the form:
 * no save ever leaves without one. The draft is never lost: text,
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
  const addressType = {
    problemType: query.get('problemType'),
    problemSonType: query.get('problemSonType'),
    problemIndex: query.get('problemIndex'),
  };
  const orderNo = query.get('orderNo') ?? '';
  // One draft per order and type as the address names it (known before the types are loaded).
  const key = draftKey(
    orderNo,
    addressType.problemType ?? (addressType.problemIndex ? `index:${addressType.problemIndex}` : ''),
    addressType.problemSonType || undefined,
  );

  const types = useCall((signal) => client.call(problemTypes, {}, { signal }), 'types');

  const { kept, text, photos, photosNotKept, draft, keep, update, changeImages } = useComplaintDraft(key);
  // Filed moments ago and reloaded on the success modal: the modal again, not an empty form.
  const [sentBefore] = useState(() => readSentComplaint(key));
  const [phase, setPhase] = useState<ComplaintPhase>(
    sentBefore ? 'sent' : kept.saving ? 'sending' : 'editing',
  );
  const [current, setCurrent] = useState<{ id: string; index: number; total: number } | null>(null);
  const [uploadFailed, setUploadFailed] = useState(() => kept.photos.some((p) => p.failed));
  const [uploadFailedMessage, setUploadFailedMessage] = useState('');
  const [uploadSucceeded, setUploadSucceeded] = useState(false);
  const [stillWaiting, setStillWaiting] = useState(false);
  const [sentReference, setSentReference] = useState(sentBefore?.reference ?? '');
  // The type chosen on the form, when the address names none the server lists.
  const [chosenType, setChosenType] = useState<ChosenComplaintType>(() => kept.chosenType ?? {});
  // The type the next save is filed under ({} while unknown): read by the send that runs across renders.
  const filedType = useRef<ChosenComplaintType>({});
  const busy = useRef(false);

  const onImagesChange = (next: PickedImage[]) => {
    if (!changeImages(next).some((p) => p.failed)) setUploadFailed(false);
  };

  /** Uploads the photos not on the server yet, in order; true when every photo is there. */
  const upload = async (only?: string) => {
    const todo = pendingUploads(draft.current.photos).filter((p) => !only || p.id === only);
    let failed = false;
    let reason = '';
    for (const [index, photo] of todo.entries()) {
      setCurrent({ id: photo.id, index: index + 1, total: todo.length });
      try {
        if (!photo.file) throw new Error('the photo is no longer on this phone');
        // Scaling is needed only once Send is tapped: its code is not in the form's first load.
        const { scaleImage } = await import('../lib/scaleImage');
        const url = await client.call(problemImageUpload, { problemImage: await scaleImage(photo.file) });
        if (!isUploadRef(url)) throw new Error('unusable upload address');
        update(photo.id, { uploadedUrl: url, failed: undefined });
      } catch (error) {
        failed = true;
        // The server's reason, shown as it said it (the last one when several photos were refused).
        reason = refusalMessage(error) || reason;
        update(photo.id, { failed: true });
      }
    }
    setCurrent(null);
    setUploadFailedMessage(reason);
    setUploadSucceeded(!failed && todo.length > 0);
    return !failed;
  };

  /** The save, with the key kept for exactly this text and these URLs (a retry of it repeats it). */
  const save = async (saving: NonNullable<KeptDraft['saving']>, checking = false) => {
    const { problemType, problemSonType } = filedType.current;
    // Never a save without a type: the form asks for it first.
    if (!problemType) return;
    try {
      const saved = await client.call(
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
      forgetDraft(saveKeyOf(key));
      forgetComplaintChoice();
      keepSentComplaint(key, saved.reference);
      setSentReference(saved.reference);
      setPhase('sent');
    } catch (error) {
      if (outcomeUnknown(error)) {
        setPhase('sending');
        setStillWaiting(checking);
        return;
      }
      // Refused: the draft stays to be corrected and sent again. Checking a save whose answer was lost, a
      // refusal does not tell whether that first one landed (chaos seed 6, complaint-photos): the same
      // text and photos sent again keep its key, so the backend can never file it twice.
      if (checking) keepSaveKey(key, saving);
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
      if (!filedType.current.problemType) return;
      setUploadFailed(false);
      setUploadSucceeded(false);
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
      const text = draft.current.text;
      const unsure = readSaveKey(key);
      const same = unsure && unsure.text === text && unsure.urls.join(',') === urls.join(',');
      const saving = { key: same ? unsure.key : newIdempotencyKey(), text, urls };
      keep({ saving });
      setPhase('saving');
      await save(saving);
    });

  const checkAgain = () =>
    void run(async () => {
      const saving = draft.current.saving;
      if (saving) await save(saving, true);
    });

  // The address names a complete type: shown as tags. Otherwise the borrower chooses (from what the
  // address named, e.g. collection without its sub-type); a save files only a complete type.
  const typeState = formTypeState(addressType, types.status === 'done' ? types.data : null, chosenType);
  useLayoutEffect(() => {
    filedType.current = typeState.filed;
  });

  const toEntry = () => {
    forgetSentComplaint(key);
    void navigate(complaintPageHref(COMPLAINT_ENTRY_PATH, search), { replace: true });
  };

  // Sent: the modal for 1.5 s, then the complaint entry in place of this page. With the complaint's
  // number it stays until OK, so the borrower can note it.
  useEffect(() => {
    if (phase !== 'sent' || sentReference) return undefined;
    const timer = setTimeout(() => {
      forgetSentComplaint(key);
      void navigate(complaintPageHref(COMPLAINT_ENTRY_PATH, search), { replace: true });
    }, SENT_MODAL_MS);
    return () => clearTimeout(timer);
  }, [phase, sentReference, navigate, search, key]);

  // The complaint is filed: its modal needs neither the types nor the photos.
  if (phase === 'sent' && (types.status !== 'done' || photos === null))
    return (
      <ComplaintFormScreen
        status="ready"
        images={[]}
        phase="sent"
        sentReference={sentReference}
        onSentDone={toEntry}
        onBack={leave}
      />
    );
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

  const { types: typeList, subTypes } = types.data;
  const titleOf = (list: typeof typeList, value?: string) =>
    value ? (list.find((x) => x.value === value)?.title ?? '') : undefined;
  const chooseType = (next: ChosenComplaintType) => {
    setChosenType(next);
    keep({ chosenType: next.problemType ? { ...next, problemType: next.problemType } : undefined });
  };
  const sendingPhotos = phase === 'uploading';

  return (
    <ComplaintFormScreen
      status="ready"
      {...(typeState.asking
        ? { typeChoice: { types: typeList, subTypes, value: typeState.shown, onChange: chooseType } }
        : {
            typeTitle: titleOf(typeList, typeState.filed.problemType),
            subTypeTitle: titleOf(subTypes, typeState.filed.problemSonType),
          })}
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
      uploadFailedMessage={uploadFailedMessage}
      photosNotKept={photosNotKept}
      uploadSucceeded={uploadSucceeded && phase !== 'editing'}
      stillWaiting={stillWaiting}
      sentReference={sentReference}
      onSentDone={toEntry}
      onSend={() => send()}
      onRetryUpload={(id) => send(id)}
      // The grid's code comes again only with a reload (Chrome keeps a failed module import); the draft stays.
      onRetryPhotos={reloadPage}
      onCheckAgain={checkAgain}
      onBack={leave}
    />
  );
}
