import { useText } from '../../i18n/LocaleProvider';
import { BotBubble } from './BotBubble';
import { Dots, Muted } from './ChatBubbles.styles';

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
