import { DOMImplementation, XMLSerializer, type Document, type Element } from '@xmldom/xmldom';
import type { DdsStatement } from '@portal/shared-api';

/** The namespaces of the Commission's due diligence statement service, V3 (release 8.2.1). */
export const DDS_NAMESPACE = 'http://ec.europa.eu/tracesnt/certificate/eudr/due-diligence-statement/v3';
export const EUDR_COMMON_NAMESPACE = 'http://ec.europa.eu/tracesnt/certificate/eudr/common/v3';

/** A decimal as the schema's DecimalSixteenTotalSixPrecType writes it: plain digits, at most 6 after the point. */
const decimal = (value: number) => value.toFixed(6).replace(/\.?0+$/, '');

/**
 * The statement as a `SubmitDdsRequest` body (the V3 namespace), in the schema's order of elements: what an
 * importer's system or customs broker puts in the SOAP envelope as it is. The elements the statement's types declare
 * are in the statement's namespace; those of the common types (the goods' description and measure) in the common one.
 */
export function ddsXml(dds: DdsStatement): string {
  const document: Document = new DOMImplementation().createDocument(DDS_NAMESPACE, 'dds:SubmitDdsRequest', null);
  const root = document.documentElement!;
  root.setAttribute('xmlns:eudrCommon', EUDR_COMMON_NAMESPACE);
  const add = (parent: Element, name: string, text?: string, namespace = DDS_NAMESPACE): Element => {
    const element = document.createElementNS(namespace, namespace === DDS_NAMESPACE ? `dds:${name}` : `eudrCommon:${name}`);
    if (text !== undefined) element.appendChild(document.createTextNode(text));
    parent.appendChild(element);
    return element;
  };
  const common = (parent: Element, name: string, text?: string) => add(parent, name, text, EUDR_COMMON_NAMESPACE);

  add(root, 'operatorRole', dds.operatorRole);
  const statement = add(root, 'statement');
  const facts = dds.statement;
  add(statement, 'internalReferenceNumber', facts.internalReferenceNumber);
  add(statement, 'activityType', facts.activityType);
  if (facts.countryOfActivity) add(statement, 'countryOfActivity', facts.countryOfActivity);
  add(statement, 'comment', facts.comment);
  for (const commodity of facts.commodities) {
    const element = add(statement, 'commodities');
    add(element, 'position', String(commodity.position));
    const descriptors = add(element, 'descriptors');
    common(descriptors, 'descriptionOfGoods', commodity.descriptors.descriptionOfGoods);
    const measure = common(descriptors, 'goodsMeasure');
    common(measure, 'netWeight', decimal(commodity.descriptors.goodsMeasure.netWeight));
    common(measure, 'supplementaryUnit', decimal(commodity.descriptors.goodsMeasure.supplementaryUnit));
    common(measure, 'supplementaryUnitQualifier', commodity.descriptors.goodsMeasure.supplementaryUnitQualifier);
    add(element, 'hsHeading', commodity.hsHeading);
    for (const species of commodity.speciesInfo) {
      const info = add(element, 'speciesInfo');
      add(info, 'scientificName', species.scientificName);
      add(info, 'commonName', species.commonName);
    }
    for (const producer of commodity.producers) {
      const info = add(element, 'producers');
      add(info, 'position', String(producer.position));
      add(info, 'country', producer.country);
      if (producer.name) add(info, 'name', producer.name);
      add(info, 'geometryGeojson', producer.geometryGeojson);
    }
  }
  add(statement, 'geoLocationConfidential', String(facts.geoLocationConfidential));
  // the earlier statements this one builds on, one element each (the schema's GroupedDeclarationsType holds one number)
  for (const grouped of facts.groupedDeclarations ?? []) common(add(statement, 'groupedDeclarations'), 'groupedDeclaration', grouped.groupedDeclaration);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(document)}\n`;
}
