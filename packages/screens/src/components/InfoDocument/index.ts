export { InfoDocument, headingId, type InfoDocumentProps, type InfoSection } from './InfoDocument';
export { DocBlocks } from './DocBlocks';
export { outlineTexts, type DocBlock, type DocSection, type DocText } from './outline';
export { branded } from './branded';
