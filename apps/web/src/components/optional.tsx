import { Component, type ReactNode } from 'react';
import { onlineStore } from '../lib/network';
import { retryFailedImports } from '../lib/retryable-lazy';

/**
 * Around a lazy piece a page can do without (the shell's header, breadcrumb, side navigation and
 * dialogs; a page's ads): if its chunk cannot load (the network dropped before it arrived) the page
 * goes on without it instead of failing whole into its route's error page. Back online, the piece
 * is tried again (its loader must be a `retryableLazy`). A page's own content is not optional: its
 * route has the pt-BR error boundary with the offline message and a retry.
 */
export class Optional extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  private unsubscribe: (() => void) | undefined;
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidMount() {
    this.unsubscribe = onlineStore.subscribe(() => {
      if (!this.state.failed || !onlineStore.get()) return;
      retryFailedImports();
      this.setState({ failed: false });
    });
  }
  override componentWillUnmount() {
    this.unsubscribe?.();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
