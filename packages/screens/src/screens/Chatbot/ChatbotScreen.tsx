import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { LoadErrorPage } from '../../components/LoadError';
import { NavBar } from '../../components/NavBar';
import { PageSkeleton } from '../../components/Skeleton';
// The box alone, not the module with the labelled field, so the chat loads no code it does not draw.
import { TextInput } from '../../components/TextField/TextInput';
import { useControllableState } from '../../hooks/useControllableState';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, radius, safeArea, size, space } from '../../theme/tokens';
import { ChatBubble, GreetingBubble, TypingBubble, type ChatBubbleActions } from './ChatBubbles';
import { ChatRatingModal, type ChatRating } from './ChatRatingModal';
import { TalkToPersonModal } from './TalkToPersonModal';
import { MAX_TEXT_LENGTH, sendableText, type ChatMessage } from './conversation';

/** A top category, as its tab shows it (the server's short title where it sends one). */
export interface ChatCategory {
  id: string;
  title: string;
}

interface ChatbotCallbacks extends ChatBubbleActions {
  onBack?: () => void;
  onSelectCategory?: (category: ChatCategory) => void;
  /** Typed text to send: never empty (the screen refuses that itself). */
  onSendText?: (text: string) => void;
  /** Confirmed in the pop-up that says what happens next (customer service opens). */
  onTalkToPerson?: () => void;
  onRate?: (score: number) => void;
  onCloseRating?: () => void;
  /** What is typed: controlled (`draft` + `onDraftChange`, kept by the app across a reload) or not. */
  draft?: string;
  defaultDraft?: string;
  onDraftChange?: (text: string) => void;
}

export type ChatbotScreenProps = ChatbotCallbacks &
  (
    | { status: 'loading' }
    | { status: 'error'; offline?: boolean; onRetryLoad: () => void }
    | {
        status: 'ready';
        categories: readonly ChatCategory[];
        /** The category chosen last: its tab shows as selected. */
        selectedCategory?: string;
        messages: readonly ChatMessage[];
        /** A request is on its way: the assistant shows it is answering. */
        busy?: boolean;
        rating?: ChatRating;
      }
  );

// The page is as tall as the screen: the conversation scrolls between the bar and the composer.
const Frame = styled.div`
  display: flex;
  flex-direction: column;
  height: 100vh;
  height: 100dvh;
  background: ${color.page};
  color: ${color.text};
`;

const Log = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  width: 100%;
  max-width: ${size.maxContent};
  margin: 0 auto;
  padding: ${space.lg} calc(${space.md} + ${safeArea.right}) ${space.lg} calc(${space.md} + ${safeArea.left});
`;

const Bottom = styled.div`
  background: ${color.surface};
  box-shadow: 0 -1px 0 ${color.border};
  padding: ${space.xs} ${safeArea.right} calc(${space.sm} + ${safeArea.bottom}) ${safeArea.left};
`;

const BottomInner = styled.div`
  display: grid;
  /* One column no wider than the screen: the topic row scrolls inside it instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.xs};
  max-width: ${size.maxContent};
  margin: 0 auto;
`;

const TopicRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  padding-left: ${space.md};
`;

const Topics = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  gap: ${space.xs};
  overflow-x: auto;
  scrollbar-width: none;
  padding: ${space.xs} ${space.md} ${space.xs} 0;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Chip = styled.button`
  flex: 0 0 auto;
  min-height: ${size.touch};
  padding: ${space.xs} ${space.md};
  border: 1px solid ${color['control-border']};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  touch-action: manipulation;
  &[aria-pressed='true'] {
    border-color: ${color.brand};
    background: ${color['brand-soft']};
    color: ${color.brand};
  }
  &[data-person] {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    border-color: ${color.brand};
    color: ${color.brand};
  }
  svg {
    width: 18px;
    height: 18px;
  }
`;

const Composer = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space.xs} ${space.sm};
  padding: 0 ${space.md};
`;

// The kit's text box, rounded like the Send button beside it.
const Input = styled(TextInput)`
  border-radius: ${radius.pill};
`;

const Send = styled.button`
  min-height: ${size.touch};
  min-width: ${size.touch};
  padding: 0 ${space.lg};
  border: 0;
  border-radius: ${radius.pill};
  background: ${color.brand};
  color: ${color['on-brand']};
  font-size: ${font.size.md};
  font-weight: ${font.weight.bold};
  cursor: pointer;
  touch-action: manipulation;
  &:active {
    background: ${color['brand-strong']};
  }
`;

const Refusal = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${color.danger};
  font-size: ${font.size.sm};
`;

/**
 * The help assistant (spec screen 7): a greeting, the conversation as bubbles (a `log` region a screen
 * reader reads out as it grows, kept scrolled to the newest), topic tabs and a text box at the bottom,
 * "Talk to a person", and the rating pop-up. The app owns the conversation; the screen shows it.
 */
export function ChatbotScreen(props: ChatbotScreenProps) {
  const t = useText();
  const navBar = <NavBar title={t('chatbot.title')} onBack={props.onBack} />;

  if (props.status === 'loading')
    return (
      <PageSkeleton
        navBar={navBar}
        label={t('chatbot.loading')}
        cards={[{ rows: ['text', 'short'] }, { rows: ['row', 'row'] }]}
      />
    );
  if (props.status === 'error')
    return (
      <LoadErrorPage
        navBar={navBar}
        offline={props.offline}
        // Offline says so in the generic words; otherwise it names what failed.
        title={props.offline ? undefined : t('chatbot.loadFailed')}
        onRetry={props.onRetryLoad}
      />
    );
  return <Conversation {...props} navBar={navBar} />;
}

function Conversation({
  navBar,
  categories,
  selectedCategory,
  messages,
  busy = false,
  rating = { step: 'closed' },
  onSelectCategory,
  onSendText,
  onTalkToPerson,
  onRate,
  onCloseRating,
  draft,
  defaultDraft = '',
  onDraftChange,
  ...actions
}: Extract<ChatbotScreenProps, { status: 'ready' }> & { navBar: React.ReactNode }) {
  const t = useText();
  const logRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const refusalId = useId();
  const [text, setText] = useControllableState(draft, defaultDraft, onDraftChange);
  const [refused, setRefused] = useState(false);
  const [askingPerson, setAskingPerson] = useState(false);

  // The newest bubble stays in sight: after every new message (or the typing bubble), scroll to the end.
  const newest = messages[messages.length - 1];
  const newestKey = `${messages.length}:${newest?.id ?? ''}:${newest && 'state' in newest ? newest.state : ''}:${busy}`;
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [newestKey]);

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
    <Frame>
      {navBar}
      <Log ref={logRef} role="log" aria-live="polite" aria-label={t('chatbot.log')} tabIndex={0}>
        <GreetingBubble />
        {messages.map((m) => (
          <ChatBubble key={m.id} message={m} {...actions} />
        ))}
        {busy && <TypingBubble />}
      </Log>
      <Bottom>
        <BottomInner>
          <TopicRow>
            <Chip type="button" data-person="" aria-haspopup="dialog" onClick={() => setAskingPerson(true)}>
              <PersonIcon />
              {t('chatbot.talkToPerson')}
            </Chip>
            <Topics role="group" aria-label={t('chatbot.topics')}>
              {categories.map((c) => (
                <Chip
                  key={c.id}
                  type="button"
                  aria-pressed={c.id === selectedCategory}
                  onClick={() => onSelectCategory?.(c)}
                >
                  {c.title}
                </Chip>
              ))}
            </Topics>
          </TopicRow>
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
        </BottomInner>
      </Bottom>
      <ChatRatingModal rating={rating} onRate={(s) => onRate?.(s)} onClose={() => onCloseRating?.()} />
      <TalkToPersonModal
        open={askingPerson}
        onClose={() => setAskingPerson(false)}
        onConfirm={() => {
          setAskingPerson(false);
          onTalkToPerson?.();
        }}
      />
    </Frame>
  );
}

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
