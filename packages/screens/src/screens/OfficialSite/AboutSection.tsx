import { useId } from 'react';
import { useText } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/messages';
import { Lead, Panel, SectionTitle } from './siteParts';

const STEPS: readonly MessageKey[] = [
  'site.about.step1',
  'site.about.step2',
  'site.about.step3',
  'site.about.step4',
];
const VALUES: readonly MessageKey[] = [
  'site.about.value.clear',
  'site.about.value.data',
  'site.about.value.fair',
];

/** About Us (nav 1): who we are under the configured brand, the mission, how it works, what we stand for. */
export function AboutSection({ brandName }: { brandName: string }) {
  const t = useText();
  const ids = [useId(), useId(), useId()] as const;
  return (
    <>
      <SectionTitle tabIndex={-1}>{t('label.aboutUs')}</SectionTitle>
      <Lead>{brandName ? t('site.about.leadBranded', { brand: brandName }) : t('site.about.lead')}</Lead>
      <Panel aria-labelledby={ids[0]}>
        <h2 id={ids[0]}>{t('site.about.mission')}</h2>
        <p>{t('site.about.missionText')}</p>
      </Panel>
      <Panel aria-labelledby={ids[1]}>
        <h2 id={ids[1]}>{t('site.about.how')}</h2>
        <ol>
          {STEPS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      </Panel>
      <Panel aria-labelledby={ids[2]}>
        <h2 id={ids[2]}>{t('site.about.values')}</h2>
        <ul>
          {VALUES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </Panel>
    </>
  );
}
