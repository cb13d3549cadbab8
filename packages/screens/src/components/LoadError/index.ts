export { LoadError, type LoadErrorProps } from './LoadError';
export { LoadErrorPage, type LoadErrorPageProps } from './LoadErrorPage';
