export {
  LoanConfirmScreen,
  type LoanConfirmScreenProps,
  type LoanConfirmData,
  type LoanConfirmStatus,
} from './LoanConfirmScreen';
export { summarizeRepayPlan, isNumericText, type LoanSummary, type RepayPlanItem } from './loanSummary';
export { shouldShowAgreementPopup, type AgreementPopupData } from './agreementPopup';
export { breakdownGroups, type LoanBreakdownRow, type LoanBreakdownData } from './breakdownRows';
