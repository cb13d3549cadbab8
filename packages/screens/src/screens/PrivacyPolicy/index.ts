export {
  PrivacyPolicyContent,
  PrivacyPolicyScreen,
  type PrivacyPolicyContentProps,
  type PrivacyPolicyScreenProps,
} from './PrivacyPolicyScreen';
export { privacyOutline } from './privacyOutline';
