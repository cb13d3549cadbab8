import { createContext, useContext, type ReactNode } from 'react';

/** What the demo app's mock backend accepts (the SMS code, the captcha text) and a way to reset its data. */
export interface DemoBackend {
  smsCode: string;
  captchaText: string;
  reset: () => void;
}

const DemoBackendContext = createContext<DemoBackend | null>(null);

/** Present only in the demo app: production has no mock backend, so pages see null. */
export function DemoBackendProvider({
  backend,
  children,
}: {
  backend: DemoBackend | null;
  children: ReactNode;
}) {
  return <DemoBackendContext.Provider value={backend}>{children}</DemoBackendContext.Provider>;
}

export function useDemoBackend(): DemoBackend | null {
  return useContext(DemoBackendContext);
}
