import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useText } from '../../i18n/LocaleProvider';
import { Bubble, Row } from './ChatBubbles.styles';

/** The assistant's bubble, on the left: a screen reader hears who speaks before the words. */
export function BotBubble({ kind, children }: { kind?: string; children: ReactNode }) {
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
