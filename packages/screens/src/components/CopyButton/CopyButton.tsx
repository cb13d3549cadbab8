import { useRef, type RefObject } from 'react';
import { styled } from 'styled-components';
import { useText } from '../../i18n/LocaleProvider';
import { space } from '../../theme/tokens';
import { Button, type ButtonProps } from '../Button';
import { TOAST_SHORT_MS, useToast, type ToastStore } from '../Toast';
import { copyText, selectTextOf } from './copyText';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'loading'> {
  /** What goes on the clipboard (a code without the spaces it is shown with). */
  text: string;
  /** The button's words; "Copy" by default. Name what is copied when a page has more than one. */
  label?: string;
  /** The element showing the text: selected when copying fails, so a long press can copy it. */
  selectOnFail?: RefObject<HTMLElement | null>;
  /** How to copy; the Clipboard API with the old-webview fallback by default. Resolves to whether it worked. */
  copy?: (text: string) => Promise<boolean>;
  /** After each try, whether the text reached the clipboard. */
  onCopied?: (copied: boolean) => void;
  /** The toast queue to tell the borrower on; the app-wide one by default. */
  toasts?: ToastStore;
}

// Inside the button's label span, beside the words (the global style makes SVGs blocks).
const Icon = styled.svg`
  display: inline-block;
  width: 18px;
  height: 18px;
  margin-right: ${space.sm};
  vertical-align: -3px;
`;

/**
 * Copies a code or reference number and says so in a toast ("Copied", or "Could not copy, hold to
 * select" with the text selected on screen). One copy at a time: taps while one runs are ignored.
 */
export function CopyButton({
  text,
  label,
  selectOnFail,
  copy = copyText,
  onCopied,
  toasts,
  variant = 'secondary',
  ...rest
}: CopyButtonProps) {
  const t = useText();
  const toast = useToast(toasts);
  const busy = useRef(false);

  const onClick = async () => {
    if (busy.current) return;
    busy.current = true;
    let ok = false;
    try {
      ok = await copy(text);
    } catch {
      ok = false;
    } finally {
      busy.current = false;
    }
    if (!ok) selectTextOf(selectOnFail?.current);
    toast.show(ok ? t('copy.copied') : t('copy.failed'), { duration: TOAST_SHORT_MS });
    onCopied?.(ok);
  };

  return (
    <Button type="button" variant={variant} onClick={() => void onClick()} {...rest}>
      <Icon viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor">
        <rect x="8" y="8" width="12" height="12" rx="2" strokeWidth="2" />
        <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" strokeWidth="2" />
      </Icon>
      {label ?? t('copy.label')}
    </Button>
  );
}
