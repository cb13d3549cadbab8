import { keyframes, styled } from 'styled-components';
import { color, font, radius, size, space } from '../../theme/tokens';

// The chat bubbles' looks, apart from their logic (ChatBubbles, BotBubble, MyBubble, TypingBubble).

export const Row = styled.div`
  display: flex;
  &[data-from='me'] {
    justify-content: flex-end;
  }
`;

// Server text goes in as React text (never HTML); long words and links wrap instead of widening the page.
export const Bubble = styled.div`
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

export const Status = styled.span`
  font-size: ${font.size.sm};
  &[data-state='sending'] {
    opacity: 0.85;
  }
  &[data-state='failed'] {
    color: ${color.danger};
    font-weight: ${font.weight.medium};
  }
`;

export const Choices = styled.ul`
  display: grid;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A reply chip: at least 44 px tall, text left-aligned so a long question reads well. */
export const Choice = styled.button`
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

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`;

export const Action = styled.button`
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
export const Prompt = styled.span`
  flex: 1 0 100%;
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
`;

export const Muted = styled.span`
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
`;

// The typing dots: they pulse only for a reader who has not asked for less motion.
const pulse = keyframes`50% { opacity: 0.3; }`;

export const Dots = styled.span`
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
