import { useMemo, useState } from 'react';
import {
  TestPreviewScreen,
  emptyTestPreviewValues,
  readTestPreviewValues,
  useLocale,
  type ContactPickState,
  type LocationState,
  type TestPreviewValues,
} from '@loan-h5/screens';
import { routeTable } from '../routes/routeTable';
import { pageHref } from '../lib/pageLinks';
import { locate, pickContact } from '../lib/deviceFeatures';
import { readStored, writeStored } from '../lib/storedValue';
import { useBridge } from '../bridge/BridgeContext';
import { useDemoBackend } from '../data/DemoBackend';
import { BRIDGE_LABELS, runBridgeDemo } from './testPreviewBridge';

export const TEST_PREVIEW_STORAGE_KEY = 'loanH5.testPreview';

/**
 * /testPreview: values kept in local storage (they survive a reload), links built from the route table,
 * a button per native bridge action and, in the demo app, what the mock backend accepts.
 */
export default function TestPreviewPage() {
  const bridge = useBridge();
  const demoBackend = useDemoBackend();
  const { locale } = useLocale();
  // Nothing stored yet: links open in the language this page is shown in.
  const [values, setValues] = useState<TestPreviewValues>(() => {
    const stored = readStored(TEST_PREVIEW_STORAGE_KEY);
    return stored === null ? { ...emptyTestPreviewValues, lang: locale } : readTestPreviewValues(stored);
  });
  const [contact, setContact] = useState<ContactPickState>({ status: 'idle' });
  const [location, setLocation] = useState<LocationState>({ status: 'idle' });

  const pages = useMemo(
    () =>
      routeTable
        .filter((entry) => entry.key !== 'testPreview')
        .map((entry) => ({
          key: entry.key,
          path: entry.path + (entry.hash ?? ''),
          href: pageHref(entry, values),
          available: Boolean(entry.page),
        })),
    [values],
  );

  return (
    <TestPreviewScreen
      value={values}
      onChange={(next) => {
        setValues(next);
        writeStored(TEST_PREVIEW_STORAGE_KEY, next);
      }}
      pages={pages}
      contact={contact}
      onPickContact={async () => {
        setContact({ status: 'pending' });
        setContact(await pickContact());
      }}
      location={location}
      onLocate={async () => {
        setLocation({ status: 'pending' });
        setLocation(await locate());
      }}
      bridgeName={BRIDGE_LABELS[bridge.name]}
      onBridgeAction={(action) => runBridgeDemo(bridge, action, values)}
      mockBackend={demoBackend ?? undefined}
      onResetMockBackend={demoBackend?.reset}
    />
  );
}
