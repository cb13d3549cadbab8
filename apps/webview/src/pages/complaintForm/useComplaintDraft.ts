import { useCallback, useEffect, useRef, useState } from 'react';
import { mergeDraftPhotos, type KeptDraft, type PickedImage } from '@loan-h5/screens';
import { draftFiles, forgetDraftFiles, keepDraftFile } from '../../lib/draftFiles';
import { keepDraft, readKeptDraft } from './keptDraft';
import { photoPreview, type FormPhoto } from './photos';

export type FormDraft = Omit<KeptDraft, 'photos'> & { photos: FormPhoto[] };

/**
 * The complaint form's draft, never lost: its text, photo ids, upload URLs, chosen type and the save on its
 * way are kept in local storage on every change (`keep`), the photos' files in IndexedDB; `photos` is null
 * until the kept files are back (never null for a draft that names none). `draft` is the latest, for a send
 * that runs across renders.
 */
export function useComplaintDraft(key: string) {
  const [kept] = useState(() => readKeptDraft(key));
  const [text, setText] = useState(kept.text);
  // A draft that names no photo has none to wait for: the form shows without waiting for IndexedDB (its
  // first open on a low-end phone is on the way to the form's first paint).
  const nothingToRestore = kept.photos.length === 0;
  const [photos, setPhotos] = useState<FormPhoto[] | null>(() => (nothingToRestore ? [] : null));
  // Kept photos a reload did not bring back: said on the form until the borrower changes the photos.
  const [photosNotKept, setPhotosNotKept] = useState(0);
  // The latest draft, for the send that runs across renders.
  const draft = useRef<FormDraft>({ ...kept, photos: [] });

  const keep = useCallback(
    (next: Partial<FormDraft>) => {
      draft.current = { ...draft.current, ...next };
      const { text: keptText, photos: all, saving, chosenType: keptType } = draft.current;
      keepDraft(key, {
        text: keptText,
        photos: all.map(({ id, uploadedUrl, failed }) => ({ id, uploadedUrl, failed })),
        ...(saving ? { saving } : {}),
        ...(keptType ? { chosenType: keptType } : {}),
      });
      if (next.photos) setPhotos(next.photos);
      if (next.text !== undefined) setText(next.text);
    },
    [key],
  );

  // The kept photos' files come back from IndexedDB; photos neither stored nor uploaded are gone for good
  // (the page closed before their files were stored): the form says how many, to be added again.
  useEffect(() => {
    let live = true;
    void draftFiles(key).then((files) => {
      if (!live) return;
      if (nothingToRestore) {
        // Nothing to bring back, and the form is already in use: only files no photo of it names go (a
        // photo added meanwhile is in the draft before its file is written).
        const { orphans } = mergeDraftPhotos(draft.current.photos, files);
        if (orphans.length > 0) void forgetDraftFiles(key, orphans);
        return;
      }
      const merged = mergeDraftPhotos(kept.photos, files);
      if (merged.orphans.length > 0) void forgetDraftFiles(key, merged.orphans);
      const restored = merged.photos.map((p) => ({ ...p, ...photoPreview(p) }));
      if (merged.lost.length > 0) {
        // Said once: the kept draft stops naming them.
        setPhotosNotKept(merged.lost.length);
        keep({ photos: restored });
      } else {
        draft.current = { ...draft.current, photos: restored };
        setPhotos(restored);
      }
    });
    return () => {
      live = false;
    };
  }, [key, kept, keep, nothingToRestore]);

  // Object URLs this page made for restored files go when the page does.
  useEffect(
    () => () => {
      for (const p of draft.current.photos) if (p.ownPreview) URL.revokeObjectURL(p.preview);
    },
    [],
  );

  /** The picker's new list: files kept or dropped on the phone, the draft kept; returns the new photos. */
  const changeImages = (next: PickedImage[]) => {
    setPhotosNotKept(0);
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
    return list;
  };

  const update = (id: string, change: Partial<FormPhoto>) =>
    keep({ photos: draft.current.photos.map((p) => (p.id === id ? { ...p, ...change } : p)) });

  return { kept, text, photos, photosNotKept, draft, keep, update, changeImages };
}
