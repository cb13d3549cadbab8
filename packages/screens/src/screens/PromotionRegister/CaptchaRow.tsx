import { useState } from 'react';
import { TextField } from '../../components/TextField';
import { useText } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/messages';
import { captchaInput, type RegisterProblems } from './registerForm';
import { Captcha, Row } from './PromotionRegisterScreen.styles';

/** A circular arrow: tap for a new picture (when the last one could not be loaded). */
function ReloadIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M20 12a8 8 0 1 1-2.3-5.7" />
        <path d="M20 4v5h-5" />
      </g>
    </svg>
  );
}

const CAPTCHA_PROBLEM: Record<NonNullable<RegisterProblems['captcha']>, MessageKey> = {
  missing: 'promotion.captchaMissing',
  short: 'promotion.captchaShort',
};

export interface CaptchaRowProps {
  /** The field's id; its hint is `${id}-hint`. */
  id: string;
  value: string;
  onChange: (captcha: string) => void;
  /** Shown once the field has been checked. */
  problem: RegisterProblems['captcha'];
  /** The picture's address; null while there is none (no session yet). */
  image: string | null;
  /** A new picture may be asked for: the phone number is right (spec 5). */
  canRefresh: boolean;
  /** Asks for a new picture; called only when `canRefresh`. */
  onRefresh?: () => void;
  /** The picture was tapped before the number is right: the screen checks the number instead. */
  onRefused: () => void;
}

/**
 * The picture code's row: the field for its 4 characters, the picture beside it (tap for a new one), and
 * under them what is wrong with the code or, when the picture could not be loaded, why there is none.
 */
export function CaptchaRow({
  id,
  value,
  onChange,
  problem,
  image,
  canRefresh,
  onRefresh,
  onRefused,
}: CaptchaRowProps) {
  const t = useText();
  const hintId = `${id}-hint`;
  // The address that failed to load: a new one gets a fresh try.
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  const imageShown = image && brokenImage !== image;

  const refresh = () => {
    if (!canRefresh) {
      onRefused();
      return;
    }
    setBrokenImage(null);
    onRefresh?.();
  };

  return (
    <Row>
      <TextField
        id={id}
        label={t('promotion.captcha')}
        value={value}
        onChange={(text) => onChange(captchaInput(text))}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        invalid={!!problem}
        aria-describedby={hintId}
      />
      <Captcha
        type="button"
        aria-label={imageShown ? t('promotion.captchaRefresh') : t('promotion.captchaReload')}
        aria-describedby={hintId}
        onClick={refresh}
        data-captcha=""
      >
        {imageShown ? (
          // Low: the banner above is the page's largest paint, and fetched first; the code's picture is
          // small and read only once the number is typed.
          <img
            src={image}
            fetchPriority="low"
            alt={t('promotion.captchaImage')}
            width={110}
            height={40}
            onError={() => setBrokenImage(image)}
          />
        ) : (
          // The reason is said under the row, in words that fit: the box only shows "try again".
          <ReloadIcon />
        )}
      </Captcha>
      <p id={hintId} data-invalid={problem || !imageShown ? '' : undefined}>
        {problem
          ? t(CAPTCHA_PROBLEM[problem])
          : imageShown
            ? t('promotion.captchaHint')
            : t('promotion.captchaUnavailable')}
      </p>
    </Row>
  );
}
