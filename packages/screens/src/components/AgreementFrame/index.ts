export { AgreementFrame, AGREEMENT_SANDBOX, type AgreementFrameProps } from './AgreementFrame';
export { isSafeHttpUrl, safeHttpUrl } from './safeUrl';
