export { LoadFailedScreen, type LoadFailedScreenProps } from './LoadFailedScreen';
