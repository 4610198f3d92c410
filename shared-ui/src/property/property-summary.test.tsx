import { render, screen, within } from '@testing-library/react';
import { PropertySummary } from './property-summary';
import { PROPERTY_TEXTS as T } from './texts';

const finca = { sheetNumber: 'F-102', fantasyName: null, address: '200 m norte de la escuela', district: 'Carmen', canton: 'San José', province: 'San José' };

/** The value beside a label of the summary. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('div')!;

describe('PropertySummary', () => {
  it('shows the farm number, the place on one line, the address and the owner, then the screen’s rows', () => {
    render(<PropertySummary property={finca} owner="Ana Mora" items={[{ key: 'cost', label: 'Costo por visita', children: '₡25 000,00' }]} column={1} />);
    expect(within(valueOf(T.sheetNumber)).getByText('F-102')).toBeInTheDocument();
    expect(screen.queryByText(T.name)).not.toBeInTheDocument();
    expect(within(valueOf(T.location)).getByText('Carmen, San José, San José')).toBeInTheDocument();
    expect(within(valueOf(T.address)).getByText('200 m norte de la escuela')).toBeInTheDocument();
    expect(within(valueOf(T.owner)).getByText('Ana Mora')).toBeInTheDocument();
    expect(within(valueOf('Costo por visita')).getByText('₡25 000,00')).toBeInTheDocument();
  });

  it('names a property without farm number, and lists province, canton and district apart when asked', () => {
    render(<PropertySummary property={{ ...finca, sheetNumber: null, fantasyName: 'Aserradero El Roble' }} placeAs="parts" column={1} />);
    expect(within(valueOf(T.name)).getByText('Aserradero El Roble')).toBeInTheDocument();
    expect(screen.queryByText(T.sheetNumber)).not.toBeInTheDocument();
    expect(screen.queryByText(T.location)).not.toBeInTheDocument();
    expect(within(valueOf(T.district)).getByText('Carmen')).toBeInTheDocument();
    expect(within(valueOf(T.province)).getByText('San José')).toBeInTheDocument();
    expect(screen.queryByText(T.owner)).not.toBeInTheDocument();
  });
});
