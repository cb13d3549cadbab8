export {
  ComplaintEntryScreen,
  type ComplaintEntryData,
  type ComplaintEntryScreenProps,
  type ComplaintFormChoice,
} from './ComplaintEntryScreen';
export { ComplaintOrderCard, type ComplaintOrder, type ComplaintOrderCardProps } from './ComplaintOrderCard';
export type { ComplaintTypeOption } from './ProblemTypeList';
export {
  chooseSubType,
  chooseType,
  shownOrder,
  type ComplaintOrderRef,
  type TypeChoice,
} from './complaintChoice';
