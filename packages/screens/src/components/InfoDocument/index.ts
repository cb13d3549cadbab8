export { InfoDocument, headingId, type InfoDocumentProps, type InfoSection } from './InfoDocument';
export { branded } from './branded';
