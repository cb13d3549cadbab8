import { useId, useState, type FormEvent } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useText } from '../../i18n/LocaleProvider';
import { Composer, Input, Refusal, Send } from './ChatbotScreen.styles';
import { MAX_TEXT_LENGTH, sendableText } from './conversation';

export interface ChatComposerProps {
  /** Typed text to send: never empty (the screen refuses that itself). */
  onSendText?: (text: string) => void;
  /** What is typed: controlled (`draft` + `onDraftChange`, kept by the app across a reload) or not. */
  draft?: string;
  defaultDraft?: string;
  onDraftChange?: (text: string) => void;
}

/** The text box and Send: empty or blank text is refused in words under the box, not sent. */
export function ChatComposer({ onSendText, draft, defaultDraft = '', onDraftChange }: ChatComposerProps) {
  const t = useText();
  const inputId = useId();
  const refusalId = useId();
  const [text, setText] = useControllableState(draft, defaultDraft, onDraftChange);
  const [refused, setRefused] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sendable = sendableText(text);
    if (sendable === null) {
      setRefused(true);
      return;
    }
    setRefused(false);
    onSendText?.(sendable);
  };

  return (
    <Composer onSubmit={submit} noValidate>
      <Input
        id={inputId}
        type="text"
        enterKeyHint="send"
        autoComplete="off"
        maxLength={MAX_TEXT_LENGTH}
        aria-label={t('chatbot.inputLabel')}
        placeholder={t('chatbot.inputPlaceholder')}
        value={text}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? refusalId : undefined}
        onChange={(e) => {
          setText(e.target.value);
          if (refused) setRefused(false);
        }}
      />
      <Send type="submit">{t('common.send')}</Send>
      {refused && (
        <Refusal id={refusalId} role="alert">
          {t('chatbot.emptyText')}
        </Refusal>
      )}
    </Composer>
  );
}
