export { EmptyState, type EmptyStateKind, type EmptyStateProps } from './EmptyState';
