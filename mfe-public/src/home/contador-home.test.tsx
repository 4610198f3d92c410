import { screen } from '@testing-library/react';
import { signInAs } from '@portal/shared-auth/test-token';
import { renderScreen } from '@portal/shared-ui/testing';
import { ContadorHome } from './contador-home';

describe('the accountant home (spec §2)', () => {
  it('welcomes the accountant and leads to what the role can use today', () => {
    signInAs('Contador', ['Contador'], 'Marta Solano', 'marta@example.cr');
    renderScreen(<ContadorHome />, '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenido, Marta Solano' })).toBeInTheDocument();
    expect(screen.getByText(/con el correo marta@example\.cr/)).toBeInTheDocument();
    const targets = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(new Set(targets)).toEqual(new Set(['/Portafolio', '/Documentos', '/Noticias', '/Contactanos']));
  });
});
