import { useId } from 'react';
import { styled } from 'styled-components';
import { CardSection } from '../../components/CardSection';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, radius, size, space } from '../../theme/tokens';
import { COLLECTION_TYPE } from '../ComplaintEntry/complaintChoice';
import type { ComplaintTypeOption } from '../ComplaintEntry/ProblemTypeList';
import { chooseFormType, type ChosenComplaintType } from './typeChoice';

export interface ComplaintTypeChoiceProps {
  types: readonly ComplaintTypeOption[];
  /** Collection's sub-types: asked for once collection is chosen. */
  subTypes: readonly ComplaintTypeOption[];
  value: ChosenComplaintType;
  onChange: (next: ChosenComplaintType) => void;
  /** Send was pressed with this still to choose: said under the group it is about. */
  missing?: 'type' | 'subType' | null;
  /** A send is on its way: the choice is fixed. */
  locked?: boolean;
}

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Option = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: ${size.touch};
  padding: ${space.xs} ${space.md};
  border: 1px solid ${color['control-border']};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.medium};
  line-height: ${font.lineHeight.normal};
  overflow-wrap: anywhere;
  cursor: pointer;
  touch-action: manipulation;

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: inherit;
  }
  &[data-checked] {
    border-color: ${color.brand};
    background: ${color['brand-soft']};
    color: ${color.brand};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${color.brand};
    outline-offset: 2px;
  }
  &[data-locked] {
    cursor: default;
  }
`;

const SubHeading = styled.h3`
  margin: ${space.sm} 0 0;
  font-size: ${font.size.sm};
  font-weight: ${font.weight.bold};
`;

const Hint = styled.p`
  margin: 0;
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
`;

const Missing = styled.p`
  margin: 0;
  color: ${color.danger};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
`;

function RadioOptions({
  name,
  labelledBy,
  describedBy,
  options,
  value,
  locked,
  onPick,
}: {
  name: string;
  labelledBy: string;
  describedBy?: string;
  options: readonly ComplaintTypeOption[];
  value: string | undefined;
  locked?: boolean;
  onPick: (value: string) => void;
}) {
  return (
    <Options role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {options.map((o) => (
        <Option key={o.value} data-checked={o.value === value || undefined} data-locked={locked || undefined}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={o.value === value}
            disabled={locked && o.value !== value}
            onChange={() => {
              if (!locked) onPick(o.value);
            }}
          />
          {o.title}
        </Option>
      ))}
    </Options>
  );
}

/**
 * The form's type, when the address did not name one the server lists (a complaint from the chatbot, an
 * old link): the server's types to choose from, then collection's sub-types. Send says what is missing.
 */
export function ComplaintTypeChoice({
  types,
  subTypes,
  value,
  onChange,
  missing,
  locked,
}: ComplaintTypeChoiceProps) {
  const t = useText();
  const ids = { name: useId(), heading: useId(), sub: useId(), subName: useId(), error: useId() };
  const showSubTypes = value.problemType === COLLECTION_TYPE && subTypes.length > 0;
  const error =
    missing === 'type'
      ? t('complaintForm.chooseType')
      : missing === 'subType'
        ? t('complaintForm.chooseSubType')
        : '';

  return (
    <CardSection title={<span id={ids.heading}>{t('complaintForm.typeHeading')}</span>} data-type-choice="">
      <Hint>{t('complaintForm.chooseTypeHint')}</Hint>
      <RadioOptions
        name={ids.name}
        labelledBy={ids.heading}
        describedBy={missing === 'type' ? ids.error : undefined}
        options={types}
        value={value.problemType}
        locked={locked}
        onPick={(next) => onChange(chooseFormType(value, next))}
      />
      {showSubTypes && (
        <>
          <SubHeading id={ids.sub}>{t('complaintForm.subTypeHeading')}</SubHeading>
          <RadioOptions
            name={ids.subName}
            labelledBy={ids.sub}
            describedBy={missing === 'subType' ? ids.error : undefined}
            options={subTypes}
            value={value.problemSonType}
            locked={locked}
            onPick={(next) => onChange({ ...value, problemSonType: next })}
          />
        </>
      )}
      {error && (
        <Missing id={ids.error} role="alert">
          {error}
        </Missing>
      )}
    </CardSection>
  );
}
