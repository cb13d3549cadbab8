import { styled } from 'styled-components';
// The box alone, not the module with the labelled field, so the chat loads no code it does not draw.
import { TextInput } from '../../components/TextField/TextInput';
import { color, font, radius, safeArea, size, space } from '../../theme/tokens';

// The chatbot screen's looks, apart from its parts' logic (ChatbotScreen, ChatTopics, ChatComposer).

// The page is as tall as the screen: the conversation scrolls between the bar and the composer.
export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  height: 100vh;
  height: 100dvh;
  background: ${color.page};
  color: ${color.text};
`;

export const Log = styled.div`
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

export const Bottom = styled.div`
  background: ${color.surface};
  box-shadow: 0 -1px 0 ${color.border};
  padding: ${space.xs} ${safeArea.right} calc(${space.sm} + ${safeArea.bottom}) ${safeArea.left};
`;

export const BottomInner = styled.div`
  display: grid;
  /* One column no wider than the screen: the topic row scrolls inside it instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.xs};
  max-width: ${size.maxContent};
  margin: 0 auto;
`;

export const TopicRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  padding-left: ${space.md};
`;

export const Topics = styled.div`
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

export const Chip = styled.button`
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

export const Composer = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space.xs} ${space.sm};
  padding: 0 ${space.md};
`;

// The kit's text box, rounded like the Send button beside it.
export const Input = styled(TextInput)`
  border-radius: ${radius.pill};
`;

export const Send = styled.button`
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

export const Refusal = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${color.danger};
  font-size: ${font.size.sm};
`;
