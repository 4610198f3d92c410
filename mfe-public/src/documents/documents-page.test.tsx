import { screen, within } from '@testing-library/react';
import { LIST_TEXTS } from '@portal/shared-ui';
import { documentItem, expectListFits, findCard, listPage, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { setScreenWidth } from '../../../tools/jest/screen-width';
import { TEXTS } from '../texts';
import { DocumentsPage } from './documents-page';

const T = TEXTS.documents;

const doc = documentItem();

describe('/Documentos (spec §2)', () => {
  it('lists the documents with their download, without edit or delete', async () => {
    mockApi({ 'GET /api/files': listPage([doc]) });
    renderScreen(<DocumentsPage />, '/Documentos');
    const row = (await screen.findByText('Guía de inscripción')).closest('tr') as HTMLElement;
    const download = within(row).getByRole('link', { name: `${T.download} Guía de inscripción` });
    expect(download).toHaveAttribute('href', '/api/files/3/download');
    expect(download).toHaveAttribute('download', 'guia-de-inscripcion.pdf');
    expect(screen.queryByText(LIST_TEXTS.edit)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LIST_TEXTS.delete })).not.toBeInTheDocument();
    expect(download.closest('td')).toHaveClass('list-table__sticky');
    expectListFits(screen.getByRole('table'));
  });

  it('on a phone shows each document as a card with its download', async () => {
    setScreenWidth(375);
    mockApi({ 'GET /api/files': listPage([doc]) });
    renderScreen(<DocumentsPage />, '/Documentos');
    const card = await findCard('Guía de inscripción');
    expect(within(card).getByText('Pasos para inscribir una propiedad')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `${T.download} Guía de inscripción` })).toHaveAttribute('href', '/api/files/3/download');
  });

  it('shows the spinner first and the empty text when there are none', async () => {
    mockApi({ 'GET /api/files': listPage([]) });
    renderScreen(<DocumentsPage />, '/Documentos');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText(LIST_TEXTS.empty)).toBeInTheDocument();
  });
});
