export {
  InstalmentRepaymentScreen,
  type InstalmentPlanData,
  type InstalmentRepaymentScreenProps,
} from './InstalmentRepaymentScreen';
export {
  initialSelection as initialInstalmentSelection,
  isPayAll as isPayAllInstalments,
  selectedTotal as selectedInstalmentsTotal,
  tapInstalment,
  togglePayAll as togglePayAllInstalments,
  type InstalmentItem,
} from './selection';
