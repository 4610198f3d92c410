import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { categoryFixture } from './category-fixtures';
import { CategoryPicker } from './category-picker';

const category = categoryFixture({ id: 1, consecutive: '01', name: 'Aprovechamiento maderable' });

/** The declarations of one rule of the enrolment's stylesheet. */
function ruleOf(selector: string): string {
  const css = readFileSync(path.join(__dirname, 'enrolment.css'), 'utf8');
  const found = new RegExp(`(^|\\})\\s*${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`, 'm').exec(css);
  return found?.[2] ?? '';
}

describe('category picker', () => {
  it('lists the choices as buttons in the portal’s primary colour, whose long names wrap', async () => {
    mockApi({ 'GET /api/categories': { body: [category] } });
    renderScreen(<CategoryPicker id="category" value={undefined} onChange={() => undefined} />);
    const choice = await screen.findByRole('button', { name: '01 Aprovechamiento maderable' });
    expect(choice).toHaveClass('category-list__choice');
    const rule = ruleOf('.category-list__choice');
    expect(rule).toContain('color: var(--form-primary);');
    expect(rule).toContain('white-space: normal;');
  });
});
