import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import esES from 'antd/es/locale/es_ES';
import { portalTheme } from './theme';

/**
 * antd's Spanish locale and the portal theme. The shell renders it once around every remote page;
 * the context modules are shared singletons, so each remote's own antd copy reads them.
 */
export function PortalProvider({ children, motion = true }: { children: ReactNode; motion?: boolean }) {
  return (
    <ConfigProvider locale={esES} theme={motion ? portalTheme : { ...portalTheme, token: { ...portalTheme.token, motion: false } }}>
      {children}
    </ConfigProvider>
  );
}
