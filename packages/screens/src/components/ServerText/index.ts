export { ServerText, type ServerTextProps } from './ServerText';
export {
  SERVER_TAGS,
  decodeEntities,
  parseServerText,
  serverPlainText,
  type ServerNode,
  type ServerTag,
} from './serverMarkup';
