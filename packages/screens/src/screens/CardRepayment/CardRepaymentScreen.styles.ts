import { styled } from 'styled-components';
import { Card } from '../../components/Card';
import { cardTitleText, mutedText } from '../../theme/textStyles';
import { color, font, radius, size, space } from '../../theme/tokens';

// The card repayment screen's looks, apart from its parts' logic (CardRepaymentScreen, CardsSection,
// PaymentProcessing, CardCodeStep, BankBadge).

export const Section = styled(Card)`
  & > h2 {
    ${cardTitleText}
  }
  & > p {
    margin: 0;
    ${mutedText}
  }
  & > [role='alert']:not(:empty) {
    color: ${color.danger};
    font-weight: ${font.weight.medium};
  }
  &[data-processing] {
    border: 1px solid ${color.warning};
    background: ${color['warning-soft']};
  }
  &[data-processing] > p {
    color: ${color.text};
  }
`;

// Radios: the native input stays (keyboard, screen readers); the row is the 44 px target.
export const CardList = styled.div`
  display: flex;
  flex-direction: column;

  & > label {
    position: relative;
    display: flex;
    align-items: center;
    gap: ${space.md};
    min-height: ${size.touch};
    padding: ${space.md} ${space.sm};
    border-top: 1px solid ${color.border};
    cursor: pointer;
    touch-action: manipulation;
    -webkit-tap-highlight-color: transparent;
  }
  & > label:first-child {
    border-top: 0;
  }
  & > label > input {
    position: absolute;
    top: 50%;
    right: ${space.sm};
    width: 22px;
    height: 22px;
    margin: -11px 0 0;
    opacity: 0;
    cursor: inherit;
  }
  & [data-text] {
    display: flex;
    flex: 1 1 auto;
    flex-direction: column;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & [data-text] > strong {
    font-weight: ${font.weight.medium};
  }
  & [data-text] > span {
    color: ${color['text-muted']};
    font-size: ${font.size.sm};
    font-variant-numeric: tabular-nums;
  }
  & [data-dot] {
    flex: none;
    width: 22px;
    height: 22px;
    border: 2px solid ${color['control-border']};
    border-radius: 50%;
    background: ${color.surface};
  }
  & input:checked ~ [data-dot] {
    border: 7px solid ${color.brand};
  }
  & input:focus-visible ~ [data-dot] {
    outline: 2px solid ${color.brand};
    outline-offset: 2px;
  }
  & input:disabled ~ * {
    opacity: 0.6;
  }
  & > label:has(input:disabled) {
    cursor: not-allowed;
  }
`;

/**
 * The SMS step, drawn under the chosen card (inside its group, as a revealed follow-up of that choice): the
 * code field, its message right under it, then Resend — always in that one place, at any width or language.
 */
export const CodeStep = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin: 0 0 ${space.sm};
  padding: ${space.md};
  border-radius: ${radius.md};
  background: ${color['brand-soft']};

  & > h3 {
    ${cardTitleText}
  }
  & > p {
    margin: 0;
    ${mutedText}
    color: ${color.text};
  }
  & > [role='alert']:empty {
    display: none;
  }
  & > [data-code-message] {
    margin-top: calc(-1 * ${space.xs});
    color: ${color.danger};
    font-size: ${font.size.sm};
    font-weight: ${font.weight.medium};
  }
  & > [data-step-alert] {
    padding: ${space.sm} ${space.md};
    border: 1px solid ${color.warning};
    border-radius: ${radius.sm};
    background: ${color['warning-soft']};
    color: ${color.text};
    font-size: ${font.size.sm};
    font-weight: ${font.weight.medium};
  }
  & > [data-resend] {
    align-self: flex-start;
    padding-inline: ${space.md};
  }
`;
