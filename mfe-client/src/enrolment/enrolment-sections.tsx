import type { ReactNode } from 'react';
import { Field, useField } from 'react-final-form';
import { ENROLMENT_MSG, ID_TYPE, enrolmentTotal, isFarmCategory, maskIdentifier, showsTimberColumn, type Category } from '@portal/shared-api';
import { FieldItem, FileField, ListTable, PlainButton, TextField, fieldError, formatColones, formatNumber, placeOf, useFieldId, useRegisterField, type ListColumn } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import { CategoryPicker } from './category-picker';
import type { ExtraPropertyRow } from './extra-property-modal';
import type { PropertyRow } from './property-modal';

const T = TEXTS.enrolment;
const C = T.columns;

/** The legal entity's name, number and certificate, shown only for a legal entity. */
export function LegalEntityFields() {
  const type = useField<number>('identificationTypeId', { subscription: { value: true } }).input.value;
  if (type !== ID_TYPE.business) return null;
  return (
    <>
      <div className="form-grid">
        <TextField name="legalName" label={T.legalName} autoComplete="organization" required />
        <TextField name="businessIdentification" label={T.businessIdentification} mask={(raw) => maskIdentifier(ID_TYPE.business, raw)} placeholder="3-###-######" required />
      </div>
      <FileField name="legalIdentifierFront" label={T.legalIdentifierFront} kind="certificate" required requiredMessage={ENROLMENT_MSG.legalCertificateMissing} />
    </>
  );
}

/** The category's drill-down, with what the form lacks about it underneath. */
export function CategoryField({ category, onChange }: { category: Category | undefined; onChange: (c: Category | undefined) => void }) {
  const id = useFieldId('categoryId');
  useRegisterField('categoryId', { id, label: T.category });
  return (
    <Field name="categoryId" subscription={{ error: true, submitError: true, touched: true, submitFailed: true, dirtySinceLastSubmit: true }}>
      {({ meta }) => <CategoryPicker id={id} value={category} onChange={onChange} error={fieldError(meta)} />}
    </Field>
  );
}

/** The properties' table and its Agregar button, with what the enrolment lacks in properties under them. */
export function PropertiesField({ children, onAdd }: { children: ReactNode; onAdd: () => void }) {
  const id = useFieldId('properties');
  const { meta } = useField('properties', { subscription: { error: true, submitError: true, touched: true, submitFailed: true, dirtySinceLastSubmit: true } });
  const error = fieldError(meta);
  return (
    <FieldItem name="properties" id={id} label={T.properties} labelAs="inline" error={error}>
      {children}
      <PlainButton id={id} className="enrolment-add" onClick={onAdd} aria-describedby={error ? `${id}-error` : undefined}>
        {T.addProperty}
      </PlainButton>
    </FieldItem>
  );
}

/** The properties being enrolled, each with its price; the farm number only for farm categories. */
export function PropertiesTable({ category, rows, onRemove }: { category: Category; rows: PropertyRow[]; onRemove: (rowId: string) => void }) {
  const columns: ListColumn<PropertyRow>[] = [
    { key: 'name', title: C.name, role: 'title', width: 180, ellipsis: true, render: (_, p) => p.commercialName ?? '—' },
    ...(isFarmCategory(category.consecutive) ? [{ key: 'sheet', title: C.sheetNumber, width: 140, render: (_: unknown, p: PropertyRow) => p.sheetNumber }] : []),
    { key: 'location', title: C.location, priority: 'secondary', width: 200, ellipsis: true, render: (_, p) => placeOf(p.location) },
    { key: 'ownership', title: C.ownership, width: 110, dataIndex: 'ownership' },
    { key: 'area', title: C.area, priority: 'secondary', align: 'right', width: 100, render: (_, p) => formatNumber(p.area) },
    { key: 'volume', title: C.volume, priority: 'secondary', align: 'right', width: 100, render: (_, p) => formatNumber(p.volume) },
    { key: 'price', title: C.price, align: 'right', width: 130, render: (_, p) => formatColones(enrolmentTotal([p.range])) },
    { key: 'remove', title: '', role: 'action', render: (_, p) => <RemoveButton onClick={() => onRemove(p.rowId)} /> },
  ];
  return <ListTable<PropertyRow> rows={rows} columns={columns} rowKey={(p) => p.rowId} label={T.properties} emptyText={T.noProperties} />;
}

/** The extra (unregistered) properties; the timber column only where the category asks for it. */
export function ExtraPropertiesTable({ category, rows, onRemove }: { category: Category; rows: ExtraPropertyRow[]; onRemove: (rowId: string) => void }) {
  const columns: ListColumn<ExtraPropertyRow>[] = [
    { key: 'name', title: C.name, role: 'title', width: 180, ellipsis: true, dataIndex: 'name' },
    { key: 'location', title: C.location, width: 200, ellipsis: true, render: (_, p) => placeOf(p.location) },
    { key: 'address', title: C.address, width: 220, ellipsis: true, dataIndex: 'address' },
    ...(showsTimberColumn(category.consecutive) ? [{ key: 'timber', title: C.timber, width: 110, render: (_: unknown, p: ExtraPropertyRow) => (p.timber ? T.yes : T.no) }] : []),
    { key: 'remove', title: '', role: 'action', render: (_, p) => <RemoveButton onClick={() => onRemove(p.rowId)} /> },
  ];
  return <ListTable<ExtraPropertyRow> rows={rows} columns={columns} rowKey={(p) => p.rowId} label={T.extraProperties} emptyText={T.noProperties} />;
}

function RemoveButton({ onClick }: { onClick: () => void }) {
  return (
    <PlainButton small onClick={onClick}>
      {T.remove}
    </PlainButton>
  );
}
