export { PayDeadline, type PayDeadlineProps } from './PayDeadline';
export { usePayDeadline, type PayDeadlineView } from './usePayDeadline';
