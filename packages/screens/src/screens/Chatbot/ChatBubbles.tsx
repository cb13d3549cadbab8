import type { ReactNode } from 'react';
import { keyframes, styled } from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, radius, size, space } from '../../theme/tokens';
import type { ChatMessage, ChatQuestion } from './conversation';
import { ServerText } from '../../components/ServerText';

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

const Row = styled.div`
  display: flex;
  &[data-from='me'] {
    justify-content: flex-end;
  }
`;

// Server text goes in as React text (never HTML); long words and links wrap instead of widening the page.
const Bubble = styled.div`
  display: grid;
  gap: ${space.sm};
  max-width: 85%;
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.lg};
  font-size: ${font.size.md};
  line-height: ${font.lineHeight.normal};
  overflow-wrap: anywhere;
  white-space: pre-line;

  &[data-from='bot'] {
    background: ${color.surface};
    color: ${color.text};
    border-top-left-radius: ${radius.sm};
    box-shadow: 0 1px 2px rgba(12, 16, 24, 0.08);
  }
  &[data-from='me'] {
    background: ${color.brand};
    color: ${color['on-brand']};
    border-top-right-radius: ${radius.sm};
  }
  &[data-state='failed'] {
    background: ${color['danger-soft']};
    color: ${color.text};
    border: 1px solid ${color.danger};
  }
  &[data-kind='failed'] {
    border: 1px solid ${color.danger};
  }
`;

const Status = styled.span`
  font-size: ${font.size.sm};
  &[data-state='sending'] {
    opacity: 0.85;
  }
  &[data-state='failed'] {
    color: ${color.danger};
    font-weight: ${font.weight.medium};
  }
`;

const Choices = styled.ul`
  display: grid;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A reply chip: at least 44 px tall, text left-aligned so a long question reads well. */
const Choice = styled.button`
  width: 100%;
  min-height: ${size.touch};
  padding: ${space.sm} ${space.md};
  border: 1px solid ${color['control-border']};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.brand};
  font-size: ${font.size.md};
  line-height: ${font.lineHeight.tight};
  text-align: start;
  cursor: pointer;
  touch-action: manipulation;
  &:active {
    background: ${color['brand-soft']};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`;

const Action = styled.button`
  min-height: ${size.touch};
  min-width: ${size.touch};
  padding: ${space.xs} ${space.md};
  border: 1px solid ${color.brand};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.brand};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.medium};
  cursor: pointer;
  touch-action: manipulation;
  &[data-primary] {
    background: ${color.brand};
    color: ${color['on-brand']};
  }
  &:active {
    opacity: 0.8;
  }
`;

/** The question over the helpful / not helpful buttons: a line of its own. */
const Prompt = styled.span`
  flex: 1 0 100%;
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
`;

const Muted = styled.span`
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
`;

function BotBubble({ kind, children }: { kind?: string; children: ReactNode }) {
  const t = useText();
  return (
    <Row data-from="bot">
      <Bubble data-from="bot" data-kind={kind}>
        <VisuallyHidden>{t('chatbot.assistant')}</VisuallyHidden>
        {children}
      </Bubble>
    </Row>
  );
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

function MyBubble({ text, state, children }: { text: string; state?: string; children?: ReactNode }) {
  const t = useText();
  return (
    <Row data-from="me">
      <Bubble data-from="me" data-state={state}>
        <VisuallyHidden>{t('chatbot.you')}</VisuallyHidden>
        <span>{text}</span>
        {children}
      </Bubble>
    </Row>
  );
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

const pulse = keyframes`50% { opacity: 0.3; }`;

const Dots = styled.span`
  display: inline-flex;
  gap: 4px;
  & > i {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${color['text-muted']};
  }
  @media (prefers-reduced-motion: no-preference) {
    & > i {
      animation: ${pulse} 1s infinite ease-in-out;
    }
    & > i:nth-child(2) {
      animation-delay: 0.15s;
    }
    & > i:nth-child(3) {
      animation-delay: 0.3s;
    }
  }
`;

/** The assistant is working on an answer. */
export function TypingBubble() {
  const t = useText();
  return (
    <BotBubble kind="typing">
      <Muted>
        <Dots aria-hidden="true">
          <i />
          <i />
          <i />
        </Dots>{' '}
        {t('chatbot.typing')}
      </Muted>
    </BotBubble>
  );
}
