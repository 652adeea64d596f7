import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteProps } from '../platform';
import { REMOTE_FALLBACK_TEXT } from './fallback-text';

interface Props {
  readonly remote: RemoteProps;
  readonly slot: string;
  readonly children: ReactNode;
}

/** Contains a crash inside the remote: reports it on the bus and shows the fallback in place. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    const { remote, slot } = this.props;
    remote.bus.publish('remote.failed', 1, {
      name: remote.remote,
      version: remote.version,
      slot,
      phase: 'render',
      message: error.message || String(error),
    });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const text = REMOTE_FALLBACK_TEXT[this.props.remote.services.locale];
    return (
      <div role="alert" data-remote-fallback={this.props.remote.remote}>
        <p>{text.message}</p>
        <button type="button" onClick={() => this.setState({ failed: false })}>
          {text.retry}
        </button>
      </div>
    );
  }
}
