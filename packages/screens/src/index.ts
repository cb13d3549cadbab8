// @loan-h5/screens: every screen as a controlled component, its parts, theme, copy and formatters.
export * from './theme';
export * from './i18n';
export * from './components/Button';
export * from './components/RatingStars';
export * from './components/TextField';
export * from './screens/TestPreview';
export * from './components/Page';
export * from './components/NavBar';
export * from './components/EmptyState';
export * from './screens/NotFound';
export * from './screens/LoadFailed';
export * from './components/Toast';
