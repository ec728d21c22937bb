export { PageBoundary, SilentBoundary } from './boundaries';
export { ErrorBoundary, type ErrorFallbackProps } from './ErrorBoundary';
export { PanelBoundary } from './PanelError';
export { isChunkLoadError, lazyWithRetry, retryImport } from './retryImport';
