import { screen } from '@testing-library/react';
import { renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { categoryFixture } from './category-fixtures';
import { CategoryPicker } from './category-picker';

const category = categoryFixture({ id: 1, consecutive: '01', name: 'Aprovechamiento maderable' });

describe('category picker', () => {
  it('lists the choices in the portal’s primary colour, not in antd’s link blue, and lets long names wrap', async () => {
    mockApi({ 'GET /api/categories': { body: [category] } });
    renderScreen(<CategoryPicker id="category" value={undefined} onChange={() => undefined} />);
    const choice = await screen.findByRole('button', { name: '01 Aprovechamiento maderable' });
    expect(choice).toHaveClass('ant-btn-color-primary', 'ant-btn-variant-link');
    expect(choice).not.toHaveClass('ant-btn-link');
    expect(choice).toHaveStyle({ whiteSpace: 'normal' });
  });
});
