export {
  LocaleProvider,
  useText,
  useFormat,
  useLocale,
  marketForLocale,
  type Locale,
  type LocaleProviderProps,
} from './LocaleProvider';
export { interpolate, type Messages, type MessageKey, type MessageParams } from './messages';
export * from './format';
export * from './deadline';
export * from './serverText';
export { localeFromLangFlag, langFlagForLocale } from './language';
export { COPY_PARTS, type CopyPart } from './copy/copyParts';
