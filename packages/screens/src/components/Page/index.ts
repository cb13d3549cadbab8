export { Page, type PageProps } from './Page';
export { BottomBar, type BottomBarProps } from './BottomBar';
