/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'on' in the demo mode: the app answers from the mock backend. */
  readonly VITE_LOAN_H5_MOCKS?: string;
}

interface Window {
  /** Left by index.html's inline preload (preloadFirstPage.ts): preloads a path's files in the page's language. */
  __loanH5PreloadPage?: (path: string) => void;
}

declare module 'virtual:loan-h5/first-page-copy' {
  import type { CopyWithCore } from './copy/copyStore';
  /** Per language, `core` and a first page's part in one file (apps/webview/firstPageCopy.ts); empty in dev. */
  const firstPageCopy: Record<'en' | 'id', CopyWithCore>;
  export default firstPageCopy;
}
