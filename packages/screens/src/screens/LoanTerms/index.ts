export {
  LoanTermsContent,
  LoanTermsScreen,
  type LoanTermsContentProps,
  type LoanTermsScreenProps,
} from './LoanTermsScreen';
export { IndiaTermsContent, type IndiaTermsContentProps } from './IndiaTermsContent';
export { LenderTermsContent, type LenderTermsContentProps } from './LenderTermsContent';
export { LenderTermsNote, type LenderTermsNoteProps } from './LenderTermsNote';
export { INDIA_TERMS, indiaTermsText, type IndiaTermsKey } from './indiaTerms';
export {
  LOAN_TERMS,
  ONE_TIME_PENALTY_MINOR,
  DAILY_PENALTY_BANDS,
  dailyPenaltyPercent,
  percentOfMinor,
  penaltySchedule,
  type CustomerKind,
  type PenaltyDay,
} from './loanTermsRules';
