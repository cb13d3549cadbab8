export {
  ComplaintListScreen,
  type ComplaintListScreenProps,
  type ComplaintListTab,
  type ComplaintSummary,
} from './ComplaintListScreen';
