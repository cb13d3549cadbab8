export {
  JointLoginFailureScreen,
  type JointLoginFailureScreenProps,
  type JointLoginFailureStatus,
} from './JointLoginFailureScreen';
