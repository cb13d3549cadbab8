import type { Locale } from '../../i18n/LocaleProvider';

/** What a developer or QA engineer sets on the test page; each value becomes a common query param. */
export interface TestPreviewValues {
  appVersion: string;
  deviceName: string;
  deviceId: string;
  osVersion: string;
  sessionId: string;
  advertisingId: string;
  productId: string;
  orderId: string;
  lang: Locale;
}

export const TEXT_FIELDS = [
  'appVersion',
  'deviceName',
  'deviceId',
  'osVersion',
  'sessionId',
  'advertisingId',
  'productId',
  'orderId',
] as const satisfies ReadonlyArray<keyof TestPreviewValues>;

export type TestPreviewTextField = (typeof TEXT_FIELDS)[number];

export const emptyTestPreviewValues: TestPreviewValues = {
  appVersion: '',
  deviceName: '',
  deviceId: '',
  osVersion: '',
  sessionId: '',
  advertisingId: '',
  productId: '',
  orderId: '',
  lang: 'en',
};

/** Values read back from storage: unknown input becomes a complete, well-typed set (nothing lost, nothing crashes). */
export function readTestPreviewValues(raw: unknown): TestPreviewValues {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const values = { ...emptyTestPreviewValues };
  for (const field of TEXT_FIELDS) {
    const v = source[field];
    if (typeof v === 'string') values[field] = v;
    else if (typeof v === 'number') values[field] = String(v);
  }
  values.lang = source.lang === 'id' ? 'id' : 'en';
  return values;
}

/** The next values after one field changed, or the same object when nothing changed (no spurious onChange). */
export function updateTestPreviewValues<K extends keyof TestPreviewValues>(
  current: TestPreviewValues,
  field: K,
  value: TestPreviewValues[K],
): TestPreviewValues {
  return current[field] === value ? current : { ...current, [field]: value };
}
