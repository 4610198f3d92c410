import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CERTIFICATE_MSG, type CertificateLifecycle } from '@portal/shared-api';
import { signInAs } from '@portal/shared-auth/test-token';
import { mockApi } from '../../../tools/jest/mock-api';
import { formatDateTime } from '../format';
import { CERTIFICATE_TEXTS as T } from '../property/texts';
import { renderScreen } from '../testing';
import { CertificateCard } from './certificate-card';

const ISSUED = { status: 'Vigente', reason: CERTIFICATE_MSG.issued, at: '2026-08-03T15:30:00.000Z', validUntil: '2027-08-03T15:30:00.000Z' } as const;
const REASON = 'Visita de seguimiento rechazada por corta fuera del plan.';

const profileWith = (certificate: CertificateLifecycle) => ({ body: { id: 31, validUntil: '2027-08-03T15:30:00.000Z', certificate } });
const vigente: CertificateLifecycle = { status: 'Vigente', since: ISSUED.at, history: [ISSUED] };
const suspendida: CertificateLifecycle = {
  status: 'Suspendida',
  since: '2026-11-20T15:00:00.000Z',
  history: [ISSUED, { status: 'Suspendida', reason: REASON, at: '2026-11-20T15:00:00.000Z', validUntil: ISSUED.validUntil }],
};

const open = () => renderScreen(<CertificateCard propertyId="31" />, '/limite/:id', '/limite/31');

describe("a property's certificate card (beyond the spec)", () => {
  it('shows the status, its validity and history; an administrator suspends it with a public reason', async () => {
    signInAs('Administrador');
    const user = userEvent.setup();
    let current = vigente;
    const { requests } = mockApi({
      'GET /api/properties/Profile/31': () => profileWith(current),
      'POST /api/properties/31/certificate/suspend': () => {
        current = suspendida;
        return { body: { status: 'Suspendida', at: suspendida.since } };
      },
    });
    open();
    const card = await screen.findByText(T.since('Vigente', formatDateTime(ISSUED.at)));
    expect(card).toBeVisible();
    expect(screen.getByText(T.validUntil(formatDateTime(ISSUED.validUntil)))).toBeVisible();
    expect(screen.getByText(CERTIFICATE_MSG.issued)).toBeVisible();
    // what Vigente allows: suspend and withdraw, not reinstate
    expect(screen.getByRole('button', { name: T.actions.suspend })).toBeVisible();
    expect(screen.getByRole('button', { name: T.actions.withdraw })).toBeVisible();
    expect(screen.queryByRole('button', { name: T.actions.reinstate })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T.actions.suspend }));
    const dialog = await screen.findByRole('dialog', { name: T.confirm.suspend });
    const ok = within(dialog).getByRole('button', { name: T.actions.suspend });
    expect(ok).toBeDisabled();
    await user.type(within(dialog).getByLabelText(T.reasonLabel), REASON);
    expect(ok).toBeEnabled();
    await user.click(ok);
    expect(await screen.findByText(T.done.suspend)).toBeVisible();
    const sent = requests.find((r) => r.method === 'POST')!;
    expect(await sent.json()).toEqual({ reason: REASON });
    expect(await screen.findByText(T.since('Suspendida', formatDateTime(suspendida.since)))).toBeVisible();
    expect(screen.getByText(REASON)).toBeVisible();
    expect(screen.getByRole('button', { name: T.actions.reinstate })).toBeVisible();
  });

  it("shows the server's refusal in the dialog (another administrator acted first)", async () => {
    signInAs('Administrador');
    const user = userEvent.setup();
    mockApi({
      'GET /api/properties/Profile/31': profileWith(vigente),
      'POST /api/properties/31/certificate/withdraw': { status: 409, body: { status: 409, title: CERTIFICATE_MSG.notAllowed('Retirada', 'withdraw') } },
    });
    open();
    await user.click(await screen.findByRole('button', { name: T.actions.withdraw }));
    const dialog = await screen.findByRole('dialog', { name: T.confirm.withdraw });
    expect(within(dialog).getByText(T.withdrawWarning)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(T.reasonLabel), 'El titular vendió la finca este mes.');
    await user.click(within(dialog).getByRole('button', { name: T.actions.withdraw }));
    expect(await within(dialog).findByText(/no se puede retirar/)).toBeVisible();
  });

  it('offers the owner renewal and withdrawal, and a regent no action', async () => {
    signInAs('Cliente');
    mockApi({ 'GET /api/properties/Profile/31': profileWith(vigente) });
    const { unmount } = open();
    expect(await screen.findByRole('button', { name: T.actions.withdraw })).toBeVisible();
    expect(screen.getByRole('link', { name: T.renew })).toHaveAttribute('href', '/Propiedades/Renovar/31');
    expect(screen.queryByRole('button', { name: T.actions.suspend })).not.toBeInTheDocument();
    unmount();
    signInAs('Regente');
    open();
    expect(await screen.findByText(T.meaning.Vigente)).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: T.renew })).not.toBeInTheDocument();
  });

  it('offers no renewal of a withdrawn certificate, and shows the validity of a suspended one', async () => {
    signInAs('Cliente');
    mockApi({ 'GET /api/properties/Profile/31': profileWith(suspendida) });
    const { unmount } = open();
    expect(await screen.findByText(T.validUntil(formatDateTime(ISSUED.validUntil)))).toBeVisible();
    expect(screen.getByRole('link', { name: T.renew })).toBeVisible();
    unmount();
    mockApi({ 'GET /api/properties/Profile/31': profileWith({ status: 'Retirada', since: '2026-11-21T15:00:00.000Z', history: [ISSUED] }) });
    open();
    expect(await screen.findByText(T.meaning.Retirada)).toBeVisible();
    expect(screen.queryByRole('link', { name: T.renew })).not.toBeInTheDocument();
  });
});
