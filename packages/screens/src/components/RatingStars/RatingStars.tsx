import { useId } from 'react';
import { styled } from 'styled-components';
import { useControllableState } from '../../hooks/useControllableState';
import { useText } from '../../i18n/LocaleProvider';
import { color, radius, size as sizes } from '../../theme/tokens';

export interface RatingStarsProps {
  /** Score 0-5; 0 = nothing chosen yet. */
  value?: number;
  defaultValue?: number;
  /** The new score; fires only when it changes. */
  onChange?: (score: number) => void;
  /** Shows the score as one image instead of five radios. */
  readOnly?: boolean;
  /** Star size in px (the tap target stays at least 44 px). */
  size?: number;
  /** Name of the group; 'rating.label' by default. */
  label?: string;
  /** Always 5: the copy says "out of 5". */
  max?: 5;
  name?: string;
  className?: string;
}

const STARS = [1, 2, 3, 4, 5];

// Stars are sized in em so `size` is one inline font-size, keeping the CSS static.
const Root = styled.div`
  display: inline-flex;
  vertical-align: middle;
  color: ${color['star-empty']};

  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${sizes.touch};
    min-height: ${sizes.touch};
  }
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  svg {
    width: 1em;
    height: 1em;
    border-radius: ${radius.sm};
  }
  /* Empty stars are outlines, filled ones solid: the score shows by shape, not by colour alone. */
  svg path {
    fill: none;
  }
  input[data-filled] + svg,
  svg[data-filled] {
    color: ${color.star};
  }
  input[data-filled] + svg path,
  svg[data-filled] path {
    fill: currentColor;
  }
  &[role='img'] {
    gap: 0.15em;
  }
  input:focus-visible + svg {
    outline: 2px solid ${color.brand};
    outline-offset: 2px;
  }
`;

function Star(props: { 'data-filled'?: true }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" {...props}>
      <path
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
        d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
      />
    </svg>
  );
}

/** 1-5 stars: native radios for assistive tech and arrow keys, drawn stars on top; star n fills 1..n. */
export function RatingStars({
  value,
  defaultValue = 0,
  onChange,
  readOnly,
  size = 32,
  label,
  name,
  className,
}: RatingStarsProps) {
  const t = useText();
  const [score, setScore] = useControllableState(value, defaultValue, onChange);
  const group = useId();
  const title = label ?? t('rating.label');
  const filled = (n: number) => (n <= score ? true : undefined);

  if (readOnly) {
    return (
      <Root
        role="img"
        aria-label={`${title}: ${t('rating.star', { count: score })}`}
        className={className}
        style={{ fontSize: size }}
      >
        {STARS.map((n) => (
          <Star key={n} data-filled={filled(n)} />
        ))}
      </Root>
    );
  }
  return (
    <Root role="radiogroup" aria-label={title} className={className} style={{ fontSize: size }}>
      {STARS.map((n) => (
        <label key={n}>
          <input
            type="radio"
            name={name ?? group}
            value={n}
            checked={n === score}
            data-filled={filled(n)}
            aria-label={t('rating.star', { count: n })}
            // A radio fires change only when it becomes checked, so re-tapping the score is silent.
            onChange={() => setScore(n)}
          />
          <Star />
        </label>
      ))}
    </Root>
  );
}
