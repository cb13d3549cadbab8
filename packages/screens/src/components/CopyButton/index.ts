export { CopyButton, type CopyButtonProps } from './CopyButton';
export { copyText, copyBySelection, selectTextOf } from './copyText';
