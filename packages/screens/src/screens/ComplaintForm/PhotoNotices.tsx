import { useText } from '../../i18n/LocaleProvider';
import { Notice } from './ComplaintFormScreen.styles';

export interface PhotoNoticesProps {
  /** Some photos were not sent (said only while editing). */
  uploadFailed: boolean;
  /** The server's reason a photo was refused (as text, in place of our own words). */
  uploadFailedMessage?: string;
  /** Every photo of the last send reached the server. */
  uploadSucceeded: boolean;
  /** Photos of the kept draft a reload did not bring back (see ComplaintFormScreen's `photosNotKept`). */
  photosNotKept: number;
}

/** What the photos' last step came to, beside the photos it is about: refused, all sent, or not kept. */
export function PhotoNotices({
  uploadFailed,
  uploadFailedMessage,
  uploadSucceeded,
  photosNotKept,
}: PhotoNoticesProps) {
  const t = useText();
  const reason = uploadFailedMessage?.trim();
  return (
    <>
      {photosNotKept > 0 && (
        <Notice role="alert" data-tone="danger" data-photos-not-kept="">
          {photosNotKept === 1
            ? t('complaintForm.photoNotKept')
            : t('complaintForm.photosNotKept', { count: photosNotKept })}
        </Notice>
      )}
      {uploadFailed ? (
        <Notice role="alert" data-tone="danger" data-upload-failed="">
          {/* The server's reason, as text; our own words when it gave none. */}
          {reason || t('complaintForm.uploadFailed')}
          {reason && <small>{t('complaintForm.uploadRetryHint')}</small>}
        </Notice>
      ) : (
        uploadSucceeded && (
          <Notice role="status" data-tone="info" data-upload-succeeded="">
            {t('complaintForm.uploadSucceeded')}
          </Notice>
        )
      )}
    </>
  );
}
