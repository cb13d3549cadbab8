import { useText } from '../../i18n/LocaleProvider';
import type { ChatMessage, ChatQuestion } from './conversation';
import { ServerText } from '../../components/ServerText';
import { BotBubble } from './BotBubble';
import { Action, Actions, Choice, Choices, Muted, Prompt, Status } from './ChatBubbles.styles';
import { MyBubble } from './MyBubble';

/** `QA_ACTION_COMPLAINT_FORM` of @loan-h5/api (screens do not import the API): the complaint form. */
const ACTION_COMPLAINT_FORM = 4;

export interface ChatBubbleActions {
  onAsk?: (messageId: string, question: ChatQuestion) => void;
  onFeedback?: (messageId: string, helpful: boolean) => void;
  onRetry?: (messageId: string) => void;
  onRetryText?: (messageId: string) => void;
  canComplain?: boolean;
  onComplaint?: (messageId: string) => void;
}

/** One message of the conversation, as a bubble with its own actions. */
export function ChatBubble({ message, ...actions }: { message: ChatMessage } & ChatBubbleActions) {
  const t = useText();
  switch (message.kind) {
    case 'questions':
      return (
        <BotBubble kind="questions">
          {message.questions.length === 0 ? (
            <span>{t('chatbot.noQuestions', { category: message.category })}</span>
          ) : (
            <>
              <span>{t('chatbot.questionsIntro', { category: message.category })}</span>
              <Choices>
                {message.questions.map((q) => (
                  <li key={q.id}>
                    <Choice type="button" onClick={() => actions.onAsk?.(message.id, q)}>
                      {q.question}
                    </Choice>
                  </li>
                ))}
              </Choices>
            </>
          )}
        </BotBubble>
      );
    case 'asked':
      return <MyBubble text={message.text} />;
    case 'typed':
      return (
        <MyBubble text={message.text} state={message.state}>
          {message.state === 'sending' && <Status data-state="sending">{t('chatbot.sending')}</Status>}
          {message.state === 'failed' && (
            <>
              <Status data-state="failed">{t('chatbot.notSent')}</Status>
              <Actions>
                <Action type="button" data-primary="" onClick={() => actions.onRetryText?.(message.id)}>
                  {t('common.retry')}
                </Action>
              </Actions>
            </>
          )}
        </MyBubble>
      );
    case 'answer':
      return (
        <BotBubble kind="answer">
          <span>
            <ServerText text={message.text} />
          </span>
          {message.actionType === ACTION_COMPLAINT_FORM && actions.canComplain && (
            <Actions>
              <Action type="button" data-primary="" onClick={() => actions.onComplaint?.(message.id)}>
                {t('chatbot.complaint')}
              </Action>
            </Actions>
          )}
          {message.feedback === 'none' ? (
            <Actions role="group" aria-label={t('chatbot.helpfulPrompt')}>
              <Prompt aria-hidden="true">{t('chatbot.helpfulPrompt')}</Prompt>
              <Action type="button" onClick={() => actions.onFeedback?.(message.id, true)}>
                {t('chatbot.helpful')}
              </Action>
              <Action type="button" onClick={() => actions.onFeedback?.(message.id, false)}>
                {t('chatbot.notHelpful')}
              </Action>
            </Actions>
          ) : (
            <Muted>
              {t(message.feedback === 'helpful' ? 'chatbot.markedHelpful' : 'chatbot.markedNotHelpful')}
            </Muted>
          )}
        </BotBubble>
      );
    case 'reply':
      return (
        <BotBubble>
          <span>
            <ServerText text={message.text} />
          </span>
        </BotBubble>
      );
    case 'note':
      return (
        <BotBubble>
          <span>{t(`chatbot.note.${message.note}`)}</span>
        </BotBubble>
      );
    case 'failed':
      return (
        <BotBubble kind="failed">
          <span>
            {message.intent.kind === 'category'
              ? t('chatbot.failedCategory', { category: message.intent.category })
              : t('chatbot.failedFeedback')}{' '}
            {message.offline ? t('chatbot.failedOffline') : message.message || t('chatbot.failedServer')}
          </span>
          <Actions>
            <Action type="button" data-primary="" onClick={() => actions.onRetry?.(message.id)}>
              {t('common.retry')}
            </Action>
          </Actions>
        </BotBubble>
      );
  }
}

/** The greeting that opens every conversation (our own words, not stored). */
export function GreetingBubble() {
  const t = useText();
  return (
    <BotBubble>
      <span>{t('chatbot.greeting')}</span>
    </BotBubble>
  );
}
