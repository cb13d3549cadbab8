export { PaymentSteps, type PaymentStepsProps, type PaymentStepGroup } from './PaymentSteps';
