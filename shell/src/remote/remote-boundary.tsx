import { Component, type ReactNode } from 'react';
import { RemoteLoadError } from './remote-error-plugin';
import { PageShown } from './served-page';
import { FRAME_TEXTS as T } from '../texts';

const isLoadError = (error: unknown): boolean =>
  error instanceof RemoteLoadError ||
  (error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (chunk|script|CSS chunk)/i.test(error.message)));

interface Props {
  area: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Fault isolation (architecture §1): a part of the portal that cannot be downloaded shows a
 * Spanish error with a retry, and the frame keeps working. Any other error goes on to the route's
 * error screen.
 */
export class RemoteBoundary extends Component<Props, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!isLoadError(error)) throw error;
    return (
      <div className="remote-error" role="alert">
        <PageShown />
        <p>
          <strong>{T.loadFailed(this.props.area)}</strong> {T.loadFailedHint}
        </p>
        <button type="button" className="btn btn-primary" onClick={this.props.onRetry}>
          {T.retry}
        </button>
      </div>
    );
  }
}
