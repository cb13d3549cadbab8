import { styled } from 'styled-components';
import { color, font, size, space } from '../../theme/tokens';

/** A problem type or sub-type (same shape as the api's `ProblemOption`). */
export interface ComplaintTypeOption {
  value: string;
  title: string;
}

export const TypeList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    border-top: 1px solid ${color.border};
  }
`;

export const SubTypeList = styled(TypeList)`
  margin: 0 0 ${space.sm} ${space.lg};
  padding-left: ${space.md};
  border-left: 2px solid ${color['brand-soft']};
`;

/** A row to tap: the title, and a chevron that turns when the row opens its sub-types. */
export const TypeRow = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  width: 100%;
  min-height: ${size.touch};
  padding: ${space.md} 0;
  border: 0;
  background: none;
  color: ${color.text};
  font: inherit;
  font-size: ${font.size.md};
  line-height: ${font.lineHeight.normal};
  text-align: start;
  cursor: pointer;
  touch-action: manipulation;

  & > span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & > svg {
    flex: none;
    width: 20px;
    height: 20px;
    color: ${color['text-muted']};
    transition: transform 120ms ease-out;
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(90deg);
  }
  &[aria-expanded='true'] {
    color: ${color.brand};
    font-weight: ${font.weight.medium};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export function Chevron() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M9 5l7 7-7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
