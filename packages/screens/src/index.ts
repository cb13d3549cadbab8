// @loan-h5/screens: every screen as a controlled component, its parts, theme, copy and formatters.
export * from './theme';
export * from './i18n';
export * from './components/Button';
