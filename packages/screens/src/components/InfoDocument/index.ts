export { InfoDocument, headingId, type InfoDocumentProps, type InfoSection } from './InfoDocument';
export { DocBlocks } from './DocBlocks';
export { outlineKeys, type DocBlock, type DocSection } from './outline';
export { branded } from './branded';
