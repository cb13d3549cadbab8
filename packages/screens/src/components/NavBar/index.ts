export { NavBar, NavBarButton, NavBarTextButton, type NavBarProps, type NavBarVariant } from './NavBar';
