import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  /** Changes of this key (the route) clear the error, so "Start a quote" recovers. */
  resetKey: string;
  children: ReactNode;
}

/** docs/product/screens.md#technical-issue: any render error shows the Exception screen instead of a blank widget. */
export class ErrorBoundary extends Component<Props, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.setState({ failedAt: this.props.resetKey });
    // The message only: props and state may hold personal details.
    console.error(`MotorQuote: a screen failed to render (${error.name}: ${error.message}).`, info.componentStack?.split('\n')[1]?.trim());
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failedAt !== null && previous.resetKey !== this.props.resetKey && this.state.failedAt !== this.props.resetKey) {
      this.setState({ failedAt: null });
    }
  }

  override render() {
    return this.state.failedAt !== null ? this.props.fallback : this.props.children;
  }
}
