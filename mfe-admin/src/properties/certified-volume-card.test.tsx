import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORIGIN_MSG, formatVolume, type OriginLedger } from '@portal/shared-api';
import { renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { TEXTS } from '../texts';
import { CertifiedVolumeCard } from './certified-volume-card';

const T = TEXTS.certifiedVolume;
const REASON = 'El plan de manejo aprobado reduce la corta del año.';

const ledger = (authorised: number): OriginLedger => ({
  propertyId: 31,
  propertyName: 'Finca El Roble',
  certificateStatus: 'Vigente',
  validUntil: '2027-09-12T15:00:00.000Z',
  canIssue: false,
  boundaryVersion: 1,
  periods: [{ id: 4, startsAt: '2026-09-12T15:00:00.000Z', endsAt: '2027-09-12T15:00:00.000Z', current: true, authorised, issued: 308, annulled: 30, remaining: authorised - 308, count: 5 }],
});

describe('/Propiedades/LimiteAdmin/{id}: the volume the certificate’s period authorises (beyond the spec)', () => {
  it('shows what the period authorises, issued and has left; a change asks for the volume and a public reason, and a refusal stays in the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    let authorised = 320;
    let answer: { status: number; body: unknown } = { status: 400, body: [ORIGIN_MSG.volumeBelowIssued(308)] };
    const { requests } = mockApi({
      'GET /api/origin/ledger/31': () => ({ body: ledger(authorised) }),
      'PUT /api/properties/31/certificate/volume': () => answer,
    });
    renderScreen(<CertifiedVolumeCard propertyId="31" />);
    expect(await screen.findByText(formatVolume(320))).toBeInTheDocument();
    expect(screen.getByText(T.remaining).nextElementSibling).toHaveTextContent(formatVolume(12));

    await user.click(screen.getByRole('button', { name: T.change }));
    const dialog = await screen.findByRole('dialog', { name: T.dialogTitle });
    const field = within(dialog).getByLabelText(T.volumeLabel);
    expect(field).toHaveValue('320');
    expect(within(dialog).getByText(T.volumeHint(formatVolume(308)))).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '300');
    await user.type(within(dialog).getByLabelText(T.reasonLabel), REASON);
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    expect(await within(dialog).findByText(ORIGIN_MSG.volumeBelowIssued(308))).toBeInTheDocument();
    expect(within(dialog).getByLabelText(T.reasonLabel)).toHaveValue(REASON);

    answer = { status: 200, body: { periodId: 4, before: 320, authorised: 350.5, issued: 308 } };
    await user.clear(field);
    await user.type(field, '350,5');
    authorised = 350.5;
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.changed(formatVolume(350.5)))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(formatVolume(350.5))).toBeInTheDocument();
    const puts = requests.filter((request) => request.method === 'PUT');
    expect(await puts[1]!.json()).toEqual({ volume: 350.5, reason: REASON });
  });
});
