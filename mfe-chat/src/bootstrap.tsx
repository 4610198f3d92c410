import { renderStandalone } from '@portal/shared-ui/standalone';
import { ChatPanel } from './chat-panel';

renderStandalone('mfe-chat', { ChatPanel });
