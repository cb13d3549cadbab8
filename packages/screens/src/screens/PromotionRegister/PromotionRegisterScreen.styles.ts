import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { color, font, radius, size, space } from '../../theme/tokens';

export const Form = styled(Card)`
  gap: ${space.lg};
  /* Its rows lay out by the form's own width (a 320 px phone, a 360 px phone, a desktop column). */
  container-type: inline-size;
`;

/** A field with its action beside it (the picture, Send code); the hint spans the row below. */
export const Row = styled.div`
  display: grid;
  /* The field keeps room to type in; a label too long for its line (very large text) wraps inside its
     button rather than squeezing the field. */
  grid-template-columns: minmax(7rem, 1fr) minmax(0, auto);
  align-items: end;
  gap: ${space.xs} ${space.sm};

  & button {
    white-space: normal;
  }

  &[data-single] {
    grid-template-columns: minmax(0, 1fr);
  }

  /* The SMS code and its countdown ("Kirim ulang (60 dtk)"): side by side on one line where both fit
     (from a 360 px phone up), the button on its own full-width line under the field on a narrower form.
     By the form's width, not the label's: the row does not jump when the countdown starts. */
  &[data-code] {
    grid-template-columns: minmax(5rem, 1fr) auto;
  }
  /* Narrower sides keep the counting label on one line beside the field with wide system fonts too
     (DejaVu Sans on Linux is about 15% wider than Roboto). */
  &[data-code] > button {
    padding-inline: ${space.md};
  }
  @container (max-width: 18rem) {
    &[data-code] {
      grid-template-columns: minmax(0, 1fr);
    }
  }

  & > p {
    grid-column: 1 / -1;
    margin: 0;
    color: ${color['text-muted']};
    font-size: ${font.size.sm};
  }
  & > p[data-invalid] {
    color: ${color.danger};
  }
`;

export const Captcha = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 120px;
  min-height: ${size.touch};
  padding: 2px;
  border: 1px solid ${color['control-border']};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color['text-muted']};
  font-size: ${font.size.xs};
  line-height: ${font.lineHeight.tight};
  cursor: pointer;
  touch-action: manipulation;

  & > img {
    display: block;
    width: 110px;
    height: 40px;
  }
`;

export const Alert = styled.p`
  margin: 0;
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.md};
  background: ${color['danger-soft']};
  color: ${color.danger};
  font-weight: ${font.weight.medium};
  overflow-wrap: anywhere;
  /* Empty, it is out of the layout and the accessibility tree; filled, it is announced. */
  &:empty {
    display: none;
  }
`;

export const Agreement = styled.p`
  margin: 0;
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
  text-align: center;

  & > button {
    min-height: ${size.touch};
    padding: 0 ${space.xs};
    border: 0;
    background: none;
    color: ${color.brand};
    font: inherit;
    font-weight: ${font.weight.medium};
    text-decoration: underline;
    cursor: pointer;
  }
`;

export const Big = styled(Button)`
  min-height: 52px;
  font-size: ${font.size.lg};
`;
