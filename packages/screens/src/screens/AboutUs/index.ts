export { AboutUsScreen, type AboutUsScreenProps } from './AboutUsScreen';
