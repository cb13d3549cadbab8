export { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay';
