export { PageBoundary, PanelBoundary, SilentBoundary } from './boundaries';
export { ErrorBoundary, type ErrorFallbackProps } from './ErrorBoundary';
export { isChunkLoadError, lazyWithRetry, retryImport } from './retryImport';
