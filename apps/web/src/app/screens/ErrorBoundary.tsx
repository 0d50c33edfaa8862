import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen.tsx';

type State = { error: unknown; failed: boolean };

/** Catches rendering errors below it and shows the error screen; `resetKey` clears it. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidUpdate(previous: { resetKey?: string }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => this.setState({ error: null, failed: false });

  override render() {
    if (this.state.failed) return <ErrorScreen error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
