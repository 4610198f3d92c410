import { renderStandalone } from '@portal/shared-ui/standalone';
import { pages } from './pages';

renderStandalone('mfe-public', pages);
