/**
 * The dictionary comes in parts so that a page downloads only the copy it can show: `core` with the app,
 * then the part of the page's section (`loan` for the loan pages). A new section of screens adds its own
 * part (`<part>.en.ts` + `<part>.id.ts` here, joined in `en.ts` / `id.ts`) and names it on its routes.
 * Host apps need none of this: they pass the whole dictionary (`@loan-h5/screens/i18n/en`).
 */
export const COPY_PARTS = [
  'core',
  'loan',
  'repay',
  'testPreview',
  'info',
  'payway',
  'complaint',
  'site',
  'complaintForm',
  'promotion',
  'chatbot',
] as const;
export type CopyPart = (typeof COPY_PARTS)[number];
