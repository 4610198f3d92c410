// Its own chunk: antd arrives with the first remote page, never with the frame.
export { PortalProvider } from '@portal/shared-ui';
