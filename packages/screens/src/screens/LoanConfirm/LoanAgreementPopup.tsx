import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { useText } from '../../i18n/LocaleProvider';
import { PopupFrame, PopupText, ScrollHint } from './LoanConfirmScreen.styles';

export interface LoanAgreementPopupProps {
  open: boolean;
  /** The agreement's name: the dialog's title, and its frame's. */
  title: string;
  /** The server's words above the agreement (plain text). */
  content?: string;
  /** The agreement's address (http(s) only; the frame refuses anything else). */
  url: string;
  onCancel?: () => void;
  onAgree: () => void;
}

/**
 * The agreement a type-1 loan opens with: a choice is required, so neither Esc nor the mask closes it.
 * Cancel is the host's (the app closes the webview); Agree closes it.
 */
export function LoanAgreementPopup({
  open,
  title,
  content,
  url,
  onCancel,
  onAgree,
}: LoanAgreementPopupProps) {
  const t = useText();
  return (
    <Modal
      open={open}
      onClose={() => undefined}
      closeOnEsc={false}
      closeOnMaskClick={false}
      // The agreement's name once, as the dialog's title; the frame below is named after it too.
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onAgree}>{t('loanConfirm.agree')}</Button>
        </>
      }
    >
      {content && <PopupText>{content}</PopupText>}
      <ScrollHint>
        <svg viewBox="0 0 14 14" aria-hidden="true" focusable="false">
          <path
            d="M7 2v9m-4-4 4 4 4-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
        {t('loanConfirm.agreementScrollHint')}
      </ScrollHint>
      <PopupFrame url={url} title={title} hideHeading />
    </Modal>
  );
}
