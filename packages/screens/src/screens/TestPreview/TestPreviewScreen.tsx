import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Card } from '../../components/Card';
import { useControllableState } from '../../hooks/useControllableState';
import { Button } from '../../components/Button';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { TextField } from '../../components/TextField';
import { useText } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/messages';
import {
  TEXT_FIELDS,
  emptyTestPreviewValues,
  updateTestPreviewValues,
  type TestPreviewTextField,
  type TestPreviewValues,
} from './testPreviewValues';
import {
  Heading,
  Fields,
  Select,
  LinkList,
  PageLink,
  Tag,
  Result,
  Preview,
  SectionBelowList,
  LINKS_ON_FIRST_SCREEN,
  FileLabel,
  BridgeButtons,
} from './TestPreviewScreen.styles';
import { BRIDGE_ACTION_LABELS, BRIDGE_ACTION_NAMES, type BridgeActionName } from './bridgeActions';
import { contactText, locationText, type ContactPickState, type LocationState } from './deviceFeatureText';

export { BRIDGE_ACTION_NAMES, type BridgeActionName } from './bridgeActions';
export type { ContactPickState, LocationState } from './deviceFeatureText';

export interface TestPreviewPageLink {
  key: string;
  /** The path shown to the tester, e.g. `/loanDetails`. */
  path: string;
  /** The full link with the common params. */
  href: string;
  /** False while the route has no screen yet: the link leads to the not-found page. */
  available: boolean;
}

export interface TestPreviewScreenProps {
  value?: TestPreviewValues;
  defaultValue?: TestPreviewValues;
  /** Fires only when a field really changed. */
  onChange?: (values: TestPreviewValues) => void;
  /** Every page of the route table, linked with the current values. */
  pages: TestPreviewPageLink[];
  contact?: ContactPickState;
  onPickContact?: () => void;
  location?: LocationState;
  onLocate?: () => void;
  /** Which native bridge is active (Android, iOS or browser), when the app knows it. */
  bridgeName?: string;
  /** Runs one bridge action; without it the page shows no bridge buttons. */
  onBridgeAction?: (action: BridgeActionName) => void;
  /** In the demo app: what the mock backend accepts, so QA can complete SMS and captcha flows. */
  mockBackend?: { smsCode: string; captchaText: string };
  /** Puts the mock backend's data back to its start. */
  onResetMockBackend?: () => void;
}

const FIELD_LABELS: Record<TestPreviewTextField, MessageKey> = {
  appVersion: 'testPreview.appVersion',
  deviceName: 'testPreview.deviceName',
  deviceId: 'testPreview.deviceId',
  osVersion: 'testPreview.osVersion',
  sessionId: 'testPreview.sessionId',
  advertisingId: 'testPreview.advertisingId',
  productId: 'testPreview.productId',
  orderId: 'testPreview.orderId',
};

const NUMERIC_FIELDS = new Set<TestPreviewTextField>(['productId', 'orderId']);

type Chosen = { url: string; name: string } | { url: null; name: string; sizeKb: number } | null;

/** The developer test page (spec screen 15): set the session's params, open any page, try device features. */
export function TestPreviewScreen({
  value,
  defaultValue = emptyTestPreviewValues,
  onChange,
  pages,
  contact = { status: 'idle' },
  onPickContact,
  location = { status: 'idle' },
  onLocate,
  bridgeName,
  onBridgeAction,
  mockBackend,
  onResetMockBackend,
}: TestPreviewScreenProps) {
  const t = useText();
  const uid = useId();
  const [values, setValues] = useControllableState(value, defaultValue, onChange);
  const [chosen, setChosen] = useState<Chosen>(null);
  const [lastAction, setLastAction] = useState<BridgeActionName | null>(null);

  useEffect(
    () => () => {
      if (chosen?.url) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );

  // The sections below a long page list are never on the first screen (SectionBelowList).
  const belowLongList = pages.length > LINKS_ON_FIRST_SCREEN || undefined;

  const update = <K extends keyof TestPreviewValues>(field: K, next: TestPreviewValues[K]) => {
    // The rule returns the same object when nothing changed, so onChange fires on real changes only.
    setValues(updateTestPreviewValues(values, field, next));
  };

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    setChosen(
      file.type.startsWith('image/')
        ? { url: URL.createObjectURL(file), name: file.name }
        : { url: null, name: file.name, sizeKb: Math.max(1, Math.round(file.size / 1024)) },
    );
  };

  return (
    <Page navBar={<NavBar title={t('testPreview.title')} />}>
      <Card as="section" aria-labelledby={`${uid}-params`}>
        <Heading id={`${uid}-params`}>{t('testPreview.params')}</Heading>
        <Fields>
          {TEXT_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(FIELD_LABELS[field])}
              value={values[field]}
              onChange={(v) => update(field, v)}
              inputMode={NUMERIC_FIELDS.has(field) ? 'numeric' : undefined}
              autoComplete="off"
              spellCheck={false}
            />
          ))}
        </Fields>
        <FileLabel>
          {t('testPreview.language')}
          <Select value={values.lang} onChange={(e) => update('lang', e.target.value === 'id' ? 'id' : 'en')}>
            <option value="en">{t('testPreview.english')}</option>
            <option value="id">{t('testPreview.indonesian')}</option>
          </Select>
        </FileLabel>
      </Card>

      <Card as="section" aria-labelledby={`${uid}-pages`}>
        <Heading id={`${uid}-pages`}>{t('testPreview.pages')}</Heading>
        {pages.length === 0 ? (
          <Result>{t('testPreview.noPages')}</Result>
        ) : (
          <LinkList>
            {pages.map((p) => (
              <li key={p.key}>
                <PageLink href={p.href}>
                  <span>{p.path}</span>
                  {!p.available && <Tag>{t('testPreview.notBuilt')}</Tag>}
                </PageLink>
              </li>
            ))}
          </LinkList>
        )}
      </Card>

      <SectionBelowList as="section" data-later={belowLongList} aria-labelledby={`${uid}-device`}>
        <Heading id={`${uid}-device`}>{t('testPreview.device')}</Heading>
        <FileLabel>
          {t('testPreview.photo')}
          <input type="file" accept="image/*,application/pdf" onChange={onFile} />
        </FileLabel>
        {chosen?.url && <Preview src={chosen.url} alt={t('testPreview.photoPreview')} />}
        {chosen && chosen.url === null && (
          <Result>{t('testPreview.photoNotImage', { name: chosen.name, size: chosen.sizeKb })}</Result>
        )}
        <Button variant="secondary" onClick={onPickContact} loading={contact.status === 'pending'}>
          {t('testPreview.contacts')}
        </Button>
        <Result role="status">{contactText(contact, t)}</Result>
        <Button variant="secondary" onClick={onLocate} loading={location.status === 'pending'}>
          {t('testPreview.location')}
        </Button>
        <Result role="status">{locationText(location, t)}</Result>
      </SectionBelowList>

      {(bridgeName || onBridgeAction) && (
        <SectionBelowList as="section" data-later={belowLongList} aria-labelledby={`${uid}-bridge`}>
          <Heading id={`${uid}-bridge`}>
            {bridgeName ? t('testPreview.bridge', { name: bridgeName }) : t('testPreview.bridgeTitle')}
          </Heading>
          {onBridgeAction && (
            <>
              <BridgeButtons>
                {BRIDGE_ACTION_NAMES.map((action) => (
                  <Button
                    key={action}
                    variant="secondary"
                    onClick={() => {
                      setLastAction(action);
                      onBridgeAction(action);
                    }}
                  >
                    {t(BRIDGE_ACTION_LABELS[action])}
                  </Button>
                ))}
              </BridgeButtons>
              <Result role="status">
                {lastAction && t('testPreview.bridgeLast', { action: t(BRIDGE_ACTION_LABELS[lastAction]) })}
              </Result>
            </>
          )}
        </SectionBelowList>
      )}

      {mockBackend && (
        <SectionBelowList as="section" data-later={belowLongList} aria-labelledby={`${uid}-mock`}>
          <Heading id={`${uid}-mock`}>{t('testPreview.mockTitle')}</Heading>
          <Result>{t('testPreview.mockSmsCode', { code: mockBackend.smsCode })}</Result>
          <Result>{t('testPreview.mockCaptcha', { text: mockBackend.captchaText })}</Result>
          {onResetMockBackend && (
            <Button variant="secondary" onClick={onResetMockBackend}>
              {t('testPreview.mockReset')}
            </Button>
          )}
        </SectionBelowList>
      )}
    </Page>
  );
}
