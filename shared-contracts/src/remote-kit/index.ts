export { defineRemote, type RemoteDefinition, type Messages } from './define-remote';
export { useRemote } from './context';
export { RemoteErrorBoundary } from './ErrorBoundary';
export { REMOTE_FALLBACK_TEXT } from './fallback-text';
