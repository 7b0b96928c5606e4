import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface Props {
  /** A change (another page) clears a caught error, so the next page draws. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
}

/** Catches what a page throws while drawing, or a page's code that failed to load, and shows the crash page. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failed)
      this.setState({ failed: false, error: undefined });
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
