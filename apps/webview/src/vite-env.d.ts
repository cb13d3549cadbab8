/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'on' in the demo mode: the app answers from the mock backend. */
  readonly VITE_LOAN_H5_MOCKS?: string;
}
