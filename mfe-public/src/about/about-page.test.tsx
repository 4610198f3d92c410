import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@portal/shared-ui/testing';
import { AboutPage } from './about-page';

describe('/AcercaDe (spec §2)', () => {
  it('covers the purpose, scope and objective of the certification', () => {
    renderScreen(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Acerca de la certificación de madera legal' })).toBeInTheDocument();
    for (const name of ['Propósito', 'Alcance', 'Objetivo']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('leads a reader to registration', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<AboutPage />);
    await user.click(screen.getByRole('link', { name: 'Cree su cuenta' }));
    expect(router.state.location.pathname).toBe('/Registro');
  });
});
