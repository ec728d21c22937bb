import { Component, createContext, type ErrorInfo, type ReactNode } from 'react';

/**
 * How many times the nearest boundary has been reset: a lazy part that failed imports afresh only
 * when this moves on, not when React renders the failed part again by itself before giving up.
 */
export const RetryAttemptContext = createContext(0);

export interface ErrorFallbackProps {
  error: unknown;
  /** Renders the children again (their lazy parts import afresh). */
  reset(): void;
}

interface ErrorBoundaryProps {
  fallback(props: ErrorFallbackProps): ReactNode;
  /** When this changes (another page, the server back), a shown failure is forgotten and the children render again. */
  resetKey?: unknown;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
  attempt: number;
}

/**
 * Keeps a failure inside the part that failed: a page, a panel, a toolbar button. Without one, React
 * unmounts the whole tree on the first error thrown while rendering and the console turns white.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, failed: false, resetKey: this.props.resetKey, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { error: undefined, failed: false, resetKey: props.resetKey, attempt: state.attempt + 1 };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept visible to whoever opens the browser's console; the user gets the fallback.
    console.error(error, info.componentStack);
  }

  reset = () => this.setState((state) => ({ error: undefined, failed: false, attempt: state.attempt + 1 }));

  override render() {
    if (this.state.failed) return this.props.fallback({ error: this.state.error, reset: this.reset });
    return <RetryAttemptContext value={this.state.attempt}>{this.props.children}</RetryAttemptContext>;
  }
}
