import fs from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

const FOLDER = path.join(__dirname, 'fixtures/eudr-8.2.1');
const SERVICE = 'https://acceptance.eudr.webcloud.ec.europa.eu:443/tracesnt/ws/EUDRDueDiligenceStatementServiceV3?xsd=';
/** The service's schema addresses (`?xsd=N`) and the copies kept here (fixtures/eudr-8.2.1/README.md), the statement's first. */
const FILES: Array<[number, string]> = [
  [4, 'due-diligence-statement-v3.xsd'],
  [3, 'eudr-common-v3.xsd'],
  [5, 'error-v01.xsd'],
  [7, 'uncefact-unqualified-data-type-21.xsd'],
];

/** A schema file with its imports pointed at the local copies instead of the service. */
function local(name: string): { fileName: string; contents: string } {
  let contents = fs.readFileSync(path.join(FOLDER, name), 'utf8');
  for (const [n, file] of FILES) contents = contents.split(`${SERVICE}${n}"`).join(`${file}"`);
  return { fileName: name, contents };
}

/** Validates an XML document against the Commission's due diligence statement schema (V3, release 8.2.1): xmllint's errors, none when valid. */
export async function ddsSchemaErrors(xml: string): Promise<string[]> {
  const [main, ...imported] = FILES.map(([, name]) => local(name));
  const result = await validateXML({ xml: [{ fileName: 'dds.xml', contents: xml }], schema: [main!], preload: imported });
  return result.errors.map((error) => error.rawMessage);
}
