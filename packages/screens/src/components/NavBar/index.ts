export { NavBar, NavBarButton, type NavBarProps, type NavBarVariant } from './NavBar';
