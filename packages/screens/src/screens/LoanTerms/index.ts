export {
  LoanTermsContent,
  LoanTermsScreen,
  type LoanTermsContentProps,
  type LoanTermsScreenProps,
} from './LoanTermsScreen';
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
