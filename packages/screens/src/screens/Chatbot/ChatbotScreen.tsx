import { useLayoutEffect, useRef, useState } from 'react';
import { LoadErrorPage } from '../../components/LoadError';
import { NavBar } from '../../components/NavBar';
import { PageSkeleton } from '../../components/Skeleton';
import { useText } from '../../i18n/LocaleProvider';
import { ChatBubble, GreetingBubble, type ChatBubbleActions } from './ChatBubbles';
import { Bottom, BottomInner, Frame, Log } from './ChatbotScreen.styles';
import { ChatComposer, type ChatComposerProps } from './ChatComposer';
import { ChatRatingModal, type ChatRating } from './ChatRatingModal';
import { ChatTopics, type ChatCategory } from './ChatTopics';
import { TalkToPersonModal } from './TalkToPersonModal';
import { TypingBubble } from './TypingBubble';
import type { ChatMessage } from './conversation';

export type { ChatCategory } from './ChatTopics';

interface ChatbotCallbacks extends ChatBubbleActions, ChatComposerProps {
  onBack?: () => void;
  onSelectCategory?: (category: ChatCategory) => void;
  /** Confirmed in the pop-up that says what happens next (customer service opens). */
  onTalkToPerson?: () => void;
  onRate?: (score: number) => void;
  onCloseRating?: () => void;
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
  defaultDraft,
  onDraftChange,
  ...actions
}: Extract<ChatbotScreenProps, { status: 'ready' }> & { navBar: React.ReactNode }) {
  const t = useText();
  const logRef = useRef<HTMLDivElement>(null);
  const [askingPerson, setAskingPerson] = useState(false);

  // The newest bubble stays in sight: after every new message (or the typing bubble), scroll to the end, in
  // the next frame's callback, before it paints (asked for from a layout effect, so no frame comes first).
  // Read in the task that committed, on the page's first render this was its whole first layout (Tabs.tsx).
  const newest = messages[messages.length - 1];
  const newestKey = `${messages.length}:${newest?.id ?? ''}:${newest && 'state' in newest ? newest.state : ''}:${busy}`;
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => {
      const log = logRef.current;
      if (log) log.scrollTop = log.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [newestKey]);

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
          <ChatTopics
            categories={categories}
            selectedCategory={selectedCategory}
            onSelectCategory={onSelectCategory}
            onAskPerson={() => setAskingPerson(true)}
          />
          <ChatComposer
            onSendText={onSendText}
            draft={draft}
            defaultDraft={defaultDraft}
            onDraftChange={onDraftChange}
          />
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
