import { renderStandalone } from '@portal/shared-ui/standalone';
import { Home } from './home/home';
import { pages } from './pages';

renderStandalone('mfe-regent', { Home, ...pages });
