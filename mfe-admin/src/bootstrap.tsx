import { renderStandalone } from '@portal/shared-ui/standalone';
import { Home } from './home/home';
import { pages } from './pages';

renderStandalone('mfe-admin', { Home, ...pages });
