export { CallServiceButton, type CallServiceButtonProps } from './CallServiceButton';
