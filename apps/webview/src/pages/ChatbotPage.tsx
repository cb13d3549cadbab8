import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { QA_HELPFUL, QA_NOT_HELPFUL, QA_RECORD, QA_TOP, qaList, qaRecord, type QaAnswer } from '@loan-h5/api';
import {
  ChatbotScreen,
  chatConversation as rules,
  ratingOutcome,
  useText,
  type ChatCategory,
  type ChatConversation,
  type ChatQuestion,
  type ChatRating,
} from '@loan-h5/screens';
import { useBridge } from '../bridge/BridgeContext';
import { useApiClient } from '../data/ApiContext';
import { describeCallFailure, isOfflineFailure } from '../data/callErrors';
import { useCall } from '../data/useCall';
import { hasPage } from '../routes/hasPage';
import { complaintFormAddress, customerServiceAddress } from './chatbotLinks';
import { useLeavePage } from './pageNavigation';

const COMPLAINT_FORM = '/complainPageNext';

/** The questions of a category as the chatbot shows them; entries with neither a question nor an answer go. */
function questionsOf(answers: readonly QaAnswer[]): ChatQuestion[] {
  return answers
    .map((a) => ({
      id: a.id,
      question: a.question?.title || a.title,
      answer: a.title,
      actionType: a.actionType,
    }))
    .filter((q) => q.question.trim() !== '' || q.answer.trim() !== '');
}

/** What a failed step tells the borrower: offline, or the server's reason (as text). */
function failureOf(error: unknown) {
  const failure = describeCallFailure(error);
  return {
    cancelled: failure.kind === 'cancelled',
    offline: isOfflineFailure(failure),
    message: failure.kind === 'server' ? failure.message : '',
  };
}

/** sessionStorage may be off (private mode, a full quota): the conversation then lives as long as the page. */
function readStored(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * /intelligentCustomerService (spec screen 7): the help assistant. Top categories (pid 0), then a
 * category's questions; helpful / not helpful, stars, typed text and "talk to a person" are recorded
 * (`qa-record` types 2, 3, 4, 1). One step at a time; the conversation is kept in sessionStorage per
 * order, so a reload shows it again. `selectedIndex` (from /complainNewPage) opens on that category.
 */
export default function ChatbotPage() {
  const client = useApiClient();
  const bridge = useBridge();
  const navigate = useNavigate();
  const t = useText();
  const leave = useLeavePage();
  const { search } = useLocation();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const orderNo = query.get('orderNo') ?? '';
  const selectedIndex = query.get('selectedIndex');
  const key = rules.storageKey(orderNo);

  const top = useCall(
    (signal) => client.call(qaList, { orderNo: orderNo || undefined, pid: QA_TOP }, { signal }),
    `qa:${orderNo}`,
  );
  const categories = useMemo<ChatCategory[]>(
    () =>
      top.status === 'done'
        ? top.data.answers
            .map((a) => ({ id: a.id, title: (a.titleAlias || a.title).trim() }))
            .filter((c) => c.title !== '')
        : [],
    [top],
  );

  const [conversation, setConversation] = useState<ChatConversation>(() => rules.restore(readStored(key)));
  const [rating, setRating] = useState<ChatRating>({ step: 'closed' });
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<string | undefined>(() => rules.lastCategoryId(conversation));
  const latest = useRef(conversation);
  const busyRef = useRef(false);
  const ratedAnswer = useRef('');

  useLayoutEffect(() => {
    latest.current = conversation;
    try {
      window.sessionStorage.setItem(key, rules.serialise(conversation));
    } catch {
      // Not kept: the conversation still works until the page goes away.
    }
  }, [conversation, key]);

  /** One step at a time: a second tap while one runs does nothing. */
  const oneStep = useCallback(async (step: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await step();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, []);

  const chooseCategory = useCallback(
    (category: ChatCategory) =>
      void oneStep(async () => {
        setSelected(category.id);
        try {
          const list = await client.call(qaList, { orderNo: orderNo || undefined, pid: category.id });
          setConversation((c) => rules.showCategory(c, category, questionsOf(list.answers)));
        } catch (error) {
          const failure = failureOf(error);
          if (failure.cancelled) return;
          const intent = { kind: 'category' as const, categoryId: category.id, category: category.title };
          setConversation((c) => rules.failStep(c, intent, failure));
        }
      }),
    [client, oneStep, orderNo],
  );

  // Opened from /complainNewPage on a category: show its questions, once, on a fresh conversation.
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || top.status !== 'done') return;
    preselected.current = true;
    const category = rules.categoryAt(categories, selectedIndex);
    if (category && latest.current.messages.length === 0) chooseCategory(category);
  }, [top.status, categories, selectedIndex, chooseCategory]);

  const giveFeedback = (messageId: string, helpful: boolean) => {
    const answer = rules.answerAwaitingFeedback(latest.current, messageId);
    if (!answer) return;
    void oneStep(async () => {
      try {
        await client.call(qaRecord, {
          orderNo,
          type: QA_RECORD.HELPFUL,
          value: helpful ? QA_HELPFUL : QA_NOT_HELPFUL,
          qaId: answer.qaId,
        });
        setConversation((c) => rules.giveFeedback(c, messageId, helpful));
        if (helpful) {
          ratedAnswer.current = answer.qaId;
          setRating({ step: 'stars' });
        }
      } catch (error) {
        const failure = failureOf(error);
        if (failure.cancelled) return;
        setConversation((c) =>
          rules.failStep(c, { kind: 'feedback', answerId: messageId, helpful }, failure),
        );
      }
    });
  };

  const rate = (score: number) => {
    if (rating.step !== 'stars' || rating.submitting || score < 1 || score > 5) return;
    setRating({ step: 'stars', submitting: true });
    void client
      .call(qaRecord, {
        orderNo,
        type: QA_RECORD.STARS,
        value: score as 1 | 2 | 3 | 4 | 5,
        qaId: ratedAnswer.current,
      })
      .then(
        // One thank-you per rating: under 4 stars the pop-up with the server's message (spec 7); from 4
        // the app's store dialog opens and the conversation says thank you.
        (reply) => {
          if (ratingOutcome(score) === 'store') {
            setConversation((c) => rules.append(c, { kind: 'note', note: 'thanksRating' }));
            setRating({ step: 'closed' });
            bridge.goRate();
          } else setRating({ step: 'thanks', message: reply.message });
        },
        (error: unknown) => {
          const failure = describeCallFailure(error);
          const message =
            failure.kind === 'server'
              ? failure.message
              : failure.kind === 'cancelled'
                ? ''
                : t(failure.messageKey);
          setRating({ step: 'stars', error: message || undefined });
        },
      );
  };

  /** The rating closed: without stars, the helpful answer is thanked for once; a score on its way stays. */
  const closeRating = () => {
    if (rating.step === 'stars' && rating.submitting) return;
    if (rating.step === 'stars')
      setConversation((c) => rules.append(c, { kind: 'note', note: 'thanksFeedback' }));
    setRating({ step: 'closed' });
  };

  /** Sends a typed bubble's text (its first time or again): sent with the reply, or failed with Try again. */
  const deliver = (id: string, text: string) =>
    oneStep(async () => {
      try {
        const reply = await client.call(qaRecord, { orderNo, type: QA_RECORD.TEXT, value: text });
        setConversation((c) => rules.textSent(c, id, reply.message));
      } catch {
        setConversation((c) => rules.textFailed(c, id));
      }
    });

  const sendText = (text: string) => {
    if (busyRef.current) return;
    const { conversation: next, id } = rules.startText(latest.current, text);
    latest.current = next;
    setConversation(next);
    void deliver(id, text);
  };

  const retryText = (id: string) => {
    const message = latest.current.messages.find((m) => m.id === id);
    if (busyRef.current || message?.kind !== 'typed' || message.state !== 'failed') return;
    setConversation((c) => rules.retryText(c, id));
    void deliver(id, message.text);
  };

  const retry = (messageId: string) => {
    const message = latest.current.messages.find((m) => m.id === messageId);
    if (message?.kind !== 'failed') return;
    const { intent } = message;
    if (intent.kind === 'category') chooseCategory({ id: intent.categoryId, title: intent.category });
    else giveFeedback(intent.answerId, intent.helpful);
  };

  const talkToPerson = () =>
    void oneStep(async () => {
      const qaId = rules.lastAnswerId(latest.current);
      // The record must not keep the borrower from a person: its failure is let go.
      await client.call(qaRecord, { orderNo, type: QA_RECORD.HUMAN, qaId }).catch(() => undefined);
      void navigate(customerServiceAddress(search));
    });

  const common = { onBack: leave };
  if (top.status === 'loading') return <ChatbotScreen status="loading" {...common} />;
  if (top.status === 'failed')
    return (
      <ChatbotScreen
        status="error"
        offline={isOfflineFailure(top.failure)}
        onRetryLoad={top.retry}
        {...common}
      />
    );
  return (
    <ChatbotScreen
      status="ready"
      {...common}
      categories={categories}
      selectedCategory={selected}
      messages={conversation.messages}
      busy={busy}
      rating={rating}
      draft={conversation.draft}
      onDraftChange={(draft) => setConversation((c) => ({ ...c, draft }))}
      onSelectCategory={chooseCategory}
      onAsk={(_id, question) => setConversation((c) => rules.askQuestion(c, question))}
      onFeedback={giveFeedback}
      onRate={rate}
      onCloseRating={closeRating}
      onSendText={sendText}
      onRetryText={retryText}
      onRetry={retry}
      onTalkToPerson={talkToPerson}
      canComplain={hasPage(COMPLAINT_FORM)}
      onComplaint={() => void navigate(complaintFormAddress(search, orderNo))}
    />
  );
}
