import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { render, screen } from '@testing-library/react';
import { setScreenWidth } from '../../../tools/jest/screen-width';
import type { ListColumn } from './list-columns';
import { ResponsiveTable } from './responsive-table';

interface Farm {
  id: number;
  name: string;
  province: string;
}

const ROWS: Farm[] = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `Finca ${i + 1}`, province: 'Limón' }));
const COLUMNS: ListColumn<Farm>[] = [
  { key: 'name', title: 'Nombre', dataIndex: 'name' },
  { key: 'province', title: 'Provincia', dataIndex: 'province' },
];

/** Renders the list inside React's profiler; counts its commits and every table element ever put in the page. */
function renderCounted() {
  const phases: string[] = [];
  const onRender: ProfilerOnRenderCallback = (_id, phase) => phases.push(phase);
  let tables = 0;
  const count = (records: MutationRecord[]) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element && (node.matches('table') || node.querySelector('table'))) tables++;
    }
  };
  const observer = new MutationObserver(count);
  observer.observe(document.body, { childList: true, subtree: true });
  observing.push(observer);
  render(
    <Profiler id="list" onRender={onRender}>
      <ResponsiveTable rows={ROWS} columns={COLUMNS} rowKey={(row) => row.id} label="Proveedores" />
    </Profiler>,
  );
  return {
    phases,
    tables: () => {
      count(observer.takeRecords());
      return tables;
    },
  };
}

const observing: MutationObserver[] = [];
afterEach(() => observing.splice(0).forEach((observer) => observer.disconnect()));

describe('ResponsiveTable draws what the screen needs, once', () => {
  it('on a phone (375 px): the cards at the first render, never a table first', async () => {
    setScreenWidth(375);
    const counted = renderCounted();
    expect(screen.getByRole('list', { name: 'Proveedores' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counted.tables()).toBe(0);
    expect(counted.phases).toEqual(['mount']);
  });

  it('on a wide screen: the table, and it follows the screen when it narrows', async () => {
    const counted = renderCounted();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(counted.tables()).toBeGreaterThan(0);
    setScreenWidth(375);
    expect(await screen.findByRole('list', { name: 'Proveedores' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
