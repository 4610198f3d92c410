import { lazy, Suspense, useMemo, useState } from 'react';
import { loadRemoteComponent, type RemoteName } from './remote-loader';
import { RemoteBoundary } from './remote-boundary';
import { RemoteLoadError } from './remote-error-plugin';
import { loadRemoteStyles } from './remote-styles';
import { PageShown } from './served-page';
import { AREA_NAMES, FRAME_TEXTS } from '../texts';


export function FrameSpinner() {
  return (
    <div className="frame-spinner" role="status" aria-live="polite">
      <span className="frame-spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{FRAME_TEXTS.loading}</span>
    </div>
  );
}

interface RemoteViewProps {
  remote: RemoteName;
  exposed: string;
  name: string;
  /** A page made of plain HTML and CSS: rendered without antd's provider, so antd is not downloaded. */
  plain?: boolean;
}

/** Renders one component of a remote inside the portal's antd provider, with its own error boundary. */
export function RemoteView({ remote, exposed, name, plain = false }: RemoteViewProps) {
  const [attempt, setAttempt] = useState(0);
  // a new lazy component per attempt: React caches a failed lazy load forever
  const View = useMemo(
    () =>
      lazy(async () => {
        const [provider, Loaded, styled] = await Promise.all([
          plain ? null : import(/* webpackChunkName: "antd-provider" */ './antd-provider'),
          loadRemoteComponent(remote, exposed, name).catch((error: unknown) => {
            throw error instanceof RemoteLoadError ? error : new RemoteLoadError(`${remote}/${exposed}`, error);
          }),
          // antd's styles from the remote's stylesheet, in place before its page draws (no unstyled flash)
          plain ? false : loadRemoteStyles(remote),
        ]);
        if (!provider) return { default: Loaded };
        const { PortalProvider } = provider;
        const Provided = () => (
          <PortalProvider zeroRuntime={styled}>
            <Loaded />
          </PortalProvider>
        );
        return { default: Provided };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` forces a fresh load on retry
    [remote, exposed, name, plain, attempt],
  );
  return (
    <RemoteBoundary key={attempt} area={AREA_NAMES[remote]} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<FrameSpinner />}>
        <View />
        <PageShown />
      </Suspense>
    </RemoteBoundary>
  );
}
