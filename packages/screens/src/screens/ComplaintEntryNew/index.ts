export {
  ComplaintEntryNewScreen,
  type ComplaintEntryNewScreenProps,
  type NewComplaintChoice,
  type NewComplaintEntryData,
} from './ComplaintEntryNewScreen';
export { ProblemIcon } from './ProblemIcon';
