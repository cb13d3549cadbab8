export {
  VirtualAccountScreen,
  type VirtualAccountBill,
  type VirtualAccountScreenProps,
} from './VirtualAccountScreen';
export { codeGroups, paymentCode } from './codeGroups';
export { channelName } from './channelName';
