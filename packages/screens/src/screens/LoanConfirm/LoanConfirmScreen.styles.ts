import { styled } from 'styled-components';
import { AgreementFrame } from '../../components/AgreementFrame';
import { cardTitleText, headlineAmountText, mutedText } from '../../theme/textStyles';
import { color, font, radius, size, space } from '../../theme/tokens';

export const SectionTitle = styled.h2`
  ${cardTitleText}
`;

export const Product = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.md};
  min-width: 0;
  font-size: ${font.size.md};
  font-weight: ${font.weight.medium};
  overflow-wrap: anywhere;
`;

export const Hero = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  padding: ${space.sm} 0;
  text-align: center;
`;

export const Muted = styled.p`
  ${mutedText}
`;

export const Amount = styled.p`
  ${headlineAmountText}
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  margin: 0;
  border-top: 1px solid ${color.border};
  padding-top: ${space.md};

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${space.xxs};
    min-width: 0;
    padding-inline: ${space.sm};
    text-align: center;
  }
  & > div + div {
    border-left: 1px solid ${color.border};
  }
  dt {
    color: ${color['text-muted']};
    font-size: ${font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${font.size.md};
    font-weight: ${font.weight.bold};
    overflow-wrap: anywhere;
  }
`;

// Side by side on most phones; stacked at 320 px so a Rupiah amount is not split over two lines.
export const Summary = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(136px, 1fr));
  gap: ${space.sm};
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${space.xxs};
    min-width: 0;
    padding: ${space.md};
    border-radius: ${radius.md};
    background: ${color['brand-soft']};
  }
  dt {
    color: ${color['text-muted']};
    font-size: ${font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${font.size.lg};
    font-weight: ${font.weight.bold};
    line-height: ${font.lineHeight.tight};
    overflow-wrap: anywhere;
  }
`;

export const Divider = styled.hr`
  margin: 0;
  border: 0;
  border-top: 1px dashed ${color.border};
`;

// A vertical timeline: a numbered dot per instalment, joined by a line to the next one.
export const Timeline = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    position: relative;
    display: grid;
    grid-template-columns: 24px minmax(0, 1fr);
    column-gap: ${space.md};
    padding-bottom: ${space.lg};
  }
  & > li:last-child {
    padding-bottom: 0;
  }
  & > li:not(:last-child)::before {
    content: '';
    position: absolute;
    top: 28px;
    bottom: 4px;
    left: 11px;
    width: 2px;
    border-radius: 1px;
    background: ${color.border};
  }
`;

export const Dot = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  background: ${color.brand};
  color: ${color['on-brand']};
  font-size: ${font.size.xs};
  font-weight: ${font.weight.bold};
`;

export const Instalment = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  column-gap: ${space.sm};
  row-gap: ${space.xxs};
  align-items: baseline;
  min-width: 0;
  line-height: ${font.lineHeight.tight};

  & > [data-part='date'] {
    font-size: ${font.size.md};
    font-weight: ${font.weight.medium};
    overflow-wrap: anywhere;
  }
  & > [data-part='amount'] {
    font-size: ${font.size.md};
    font-weight: ${font.weight.bold};
    text-align: right;
    overflow-wrap: anywhere;
  }
  & > [data-part='description'] {
    grid-column: 1 / -1;
    ${mutedText}
  }
`;

// Each agreement is a full-width row under the box: a 44 px target of its own, far from the tick.
export const AgreementList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${color.border};

  & > li + li {
    border-top: 1px solid ${color.border};
  }
`;

export const AgreementRow = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  width: 100%;
  min-height: ${size.touch};
  padding: ${space.sm} 0;
  border: 0;
  background: none;
  color: ${color.brand};
  font: inherit;
  font-weight: ${font.weight.medium};
  line-height: ${font.lineHeight.tight};
  text-align: start;
  cursor: pointer;
  overflow-wrap: anywhere;

  & > svg {
    flex: none;
    width: 20px;
    height: 20px;
  }
`;

// Says why Confirm sent nothing; brand-neutral danger text on the bar, announced when it appears.
export const Refusal = styled.p`
  margin-bottom: ${space.sm};
  color: ${color.danger};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.medium};
  line-height: ${font.lineHeight.normal};
  text-align: center;
`;

export const PlanMissing = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.sm};
  color: ${color.text};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
`;

// As tall as the dialog allows (its title, text, hint and buttons take about 310 px), so the agreement's
// first clause shows at 320x640; the fade along the bottom edge shows that the frame scrolls (its document
// is another origin, so its scroll position cannot be read).
export const PopupFrame = styled(AgreementFrame)`
  position: relative;
  height: 300px;
  height: min(460px, max(200px, calc(100dvh - 310px)));
  margin-inline: calc(-1 * ${space.lg});
  border-block: 1px solid ${color.border};

  &::after {
    content: '';
    position: absolute;
    inset: auto 0 0;
    height: 32px;
    background: linear-gradient(rgba(255, 255, 255, 0), ${color.surface});
    pointer-events: none;
  }
`;

export const PopupText = styled.p`
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
`;

// Above the frame, where it is always in view; the arrow points into the document.
export const ScrollHint = styled.p`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  margin-block: ${space.xs} ${space.sm};
  color: ${color['text-muted']};
  font-size: ${font.size.xs};
  line-height: ${font.lineHeight.tight};

  & > svg {
    flex: none;
    width: 14px;
    height: 14px;
  }
`;

export const BarStack = styled.div`
  display: flex;
  flex-direction: column;
  min-height: ${size.touch};
`;
