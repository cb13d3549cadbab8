export { PrivacyPolicyScreen, type PrivacyPolicyScreenProps } from './PrivacyPolicyScreen';
export { privacyOutline } from './privacyOutline';
