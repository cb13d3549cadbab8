export {
  ExtensionRepaymentScreen,
  type ExtensionBill,
  type ExtensionRepaymentScreenProps,
} from './ExtensionRepaymentScreen';
export { extensionRows, extensionPhone } from './extensionRows';
