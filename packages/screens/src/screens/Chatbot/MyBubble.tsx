import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useText } from '../../i18n/LocaleProvider';
import { Bubble, Row } from './ChatBubbles.styles';

/** The borrower's own bubble, on the right; `state` marks a typed message still sending or not sent. */
export function MyBubble({ text, state, children }: { text: string; state?: string; children?: ReactNode }) {
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
