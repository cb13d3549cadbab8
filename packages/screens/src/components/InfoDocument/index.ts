export {
  InfoDocument,
  InfoDocumentBody,
  headingId,
  type InfoDocumentBodyProps,
  type InfoDocumentProps,
  type InfoSection,
} from './InfoDocument';
export { DocBlocks } from './DocBlocks';
export { outlineTexts, type DocBlock, type DocSection, type DocText } from './outline';
export { branded } from './branded';
