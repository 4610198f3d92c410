import { useEffect, useState } from 'react';
import { Button, Select, Space } from 'antd';
import { Link } from 'react-router-dom';
import { propertyProfilePath, type LookupItem, type PortfolioRow } from '@portal/shared-api';
import { PROPERTIES_URLS, getCantons, getProvinces, listUrl } from '@portal/shared-api/client';
import { PagedList, formatDateTime, formatNumber } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.portfolio;
const C = T.columns;

/** Province and canton choices of the portfolio's filters; choosing a province loads its cantons. */
function useLocationFilter() {
  const [provinces, setProvinces] = useState<LookupItem[]>([]);
  const [cantons, setCantons] = useState<LookupItem[]>([]);
  const [provinceId, setProvinceId] = useState<number>();
  const [cantonId, setCantonId] = useState<number>();

  useEffect(() => {
    getProvinces()
      .then(setProvinces)
      .catch((error: unknown) => console.error(error));
  }, []);
  useEffect(() => {
    setCantons([]);
    if (!provinceId) return;
    getCantons(provinceId)
      .then(setCantons)
      .catch((error: unknown) => console.error(error));
  }, [provinceId]);

  return {
    provinces,
    cantons,
    provinceId,
    cantonId,
    chooseProvince: (id: number | undefined) => {
      setProvinceId(id);
      setCantonId(undefined);
    },
    chooseCanton: setCantonId,
  };
}

/**
 * /Portafolio (spec §2): the certified providers, searched, filtered by province and canton and paged on
 * the server; the filtered list downloads as CSV, and the page prints without the portal's frame.
 */
export function PortfolioPage() {
  const location = useLocationFilter();
  const query = { provinceId: location.provinceId, cantonId: location.cantonId };
  const toOptions = (items: LookupItem[]) => items.map((item) => ({ value: item.id, label: item.name }));

  return (
    <PagedList<PortfolioRow>
      title={T.title}
      intro={T.intro}
      url={PROPERTIES_URLS.portfolio}
      searchable
      query={query}
      toolbar={(list) => (
        <>
          <Space wrap className="no-print">
            <Select<number>
              id="portfolio-province"
              aria-label={T.province}
              placeholder={T.allProvinces}
              allowClear
              style={{ width: 200 }}
              value={location.provinceId}
              onChange={(id) => location.chooseProvince(id)}
              options={toOptions(location.provinces)}
            />
            <Select<number>
              id="portfolio-canton"
              aria-label={T.canton}
              placeholder={T.allCantons}
              allowClear
              disabled={!location.provinceId}
              style={{ width: 200 }}
              value={location.cantonId}
              onChange={(id) => location.chooseCanton(id)}
              options={toOptions(location.cantons)}
            />
            <Button href={listUrl(PROPERTIES_URLS.portfolioCsv, { param: list.param, query })} download>
              {T.exportCsv}
            </Button>
            <Button onClick={() => window.print()}>{T.print}</Button>
          </Space>
          {/* on paper, instead of the controls: when the list was printed */}
          <p className="print-only">{T.printedOn(formatDateTime(new Date()))}</p>
        </>
      )}
      columns={[
        { key: 'sheetNumber', title: C.sheetNumber, width: 130, render: (_, row) => <Link to={propertyProfilePath(row.id)}>{row.sheetNumber ?? T.profile}</Link> },
        { key: 'identification', title: C.identification, dataIndex: 'identification', priority: 'secondary' },
        { key: 'name', title: C.name, role: 'title', width: 200, ellipsis: true, render: (_, row) => (row.fantasyName ? `${row.name} (${row.fantasyName})` : row.name) },
        { key: 'province', title: C.province, dataIndex: 'province', width: 110 },
        { key: 'canton', title: C.canton, dataIndex: 'canton', width: 110, ellipsis: true },
        { key: 'district', title: C.district, dataIndex: 'district', priority: 'secondary' },
        { key: 'address', title: C.address, dataIndex: 'address', priority: 'secondary' },
        { key: 'dateApproved', title: C.dateApproved, render: (_, row) => formatDateTime(row.dateApproved), width: 140 },
        { key: 'category', title: C.category, dataIndex: 'category', width: 180, ellipsis: true },
        { key: 'area', title: C.area, align: 'right', render: (_, row) => formatNumber(row.area), priority: 'secondary' },
        { key: 'volume', title: C.volume, align: 'right', render: (_, row) => formatNumber(row.volume), priority: 'secondary' },
        { key: 'visitationAmount', title: C.visitationAmount, align: 'right', dataIndex: 'visitationAmount', priority: 'secondary' },
        { key: 'inscriptionType', title: C.inscriptionType, dataIndex: 'inscriptionType', priority: 'secondary' },
        { key: 'ownership', title: C.ownership, dataIndex: 'ownership', priority: 'secondary' },
        { key: 'inscriptionDate', title: C.inscriptionDate, render: (_, row) => formatDateTime(row.inscriptionDate), priority: 'secondary' },
      ]}
    />
  );
}
