import { useEffect, type ComponentType } from 'react';
import { Link } from '@portal/shared-auth/router';
import { paths } from '@portal/shared-api';
import { formatDateTime } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import { useOfflineState } from './offline-reading';
import { useBrowserOnline } from './online';
import { loadOutbox, useOutbox } from './outbox';
import './offline-line.css';

const T = TEXTS.app;

/** "Sin conexión · datos del 2026-11-27 08:15 am": the screen shows what the phone kept, read at that time. */
export function OfflineLine() {
  const { offline, keptAt } = useOfflineState();
  const online = useBrowserOnline();
  if (!offline && online) return null;
  return (
    <p className="regent-offline-line" role="status">
      {keptAt ? (
        <>
          {T.offlineSince('')}
          <span className="regent-offline-when">{formatDateTime(keptAt)}</span>
        </>
      ) : (
        T.offlineNothingKept
      )}
    </p>
  );
}

/** The outbox's badge: how many captured items have not reached the server yet, linking to the outbox. */
export function OutboxBadge() {
  const items = useOutbox((state) => state.items);
  useEffect(() => {
    void loadOutbox().catch(() => undefined);
  }, []);
  const pending = items.filter((item) => item.status !== 'sent').length;
  if (pending === 0) return null;
  return (
    <p className="regent-outbox-badge">
      <Link to={paths.dashboardRegentPendientes()}>{T.outboxLink(pending)}</Link>
    </p>
  );
}

/** A page of the area with the offline line and the outbox's badge above it. */
export function withOfflineLine(Page: ComponentType): ComponentType {
  return function PageWithOfflineLine() {
    return (
      <>
        <OfflineLine />
        <OutboxBadge />
        <Page />
      </>
    );
  };
}
