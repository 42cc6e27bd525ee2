// The published ISO 20022 camt.053.001.08 schema (test/fixtures/iso20022/, provenance in
// its README.md) applied by libxml2 (libxml2-wasm's XsdValidator): a document's
// violations as libxml2 states them, each with its line; none for a valid document.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { XmlDocument, XmlLibError, XsdValidator } from 'libxml2-wasm';

export const CAMT053_XSD_PATH = fileURLToPath(new URL('../../fixtures/iso20022/camt.053.001.08.xsd', import.meta.url));
/** SHA-256 of the published file, CRLF line endings included. */
export const CAMT053_XSD_SHA256 = '338e9cb0c9989b5181802a7b773eece070d6815fc9d6483ac0579117bc24ccba';

// The schema's document and validator live as long as the test process (libxml2's
// compiled schema points into the document it was parsed from).
let validator: XsdValidator | undefined;

function camt053Validator(): XsdValidator {
  if (validator === undefined) validator = XsdValidator.fromDoc(XmlDocument.fromBuffer(readFileSync(CAMT053_XSD_PATH), { url: CAMT053_XSD_PATH }));
  return validator;
}

function described(error: unknown): string[] {
  if (!(error instanceof XmlLibError)) throw error;
  return error.details.length === 0 ? [error.message.trim()] : error.details.map((d) => `line ${d.line}: ${d.message.trim()}`);
}

/** libxml2's messages for `xml` against camt.053.001.08.xsd: not well-formed XML or each schema violation; [] when valid. */
export function camt053XsdProblems(xml: string): string[] {
  let document: XmlDocument;
  try {
    document = XmlDocument.fromString(xml);
  } catch (error) {
    return described(error).map((message) => `not well-formed: ${message}`);
  }
  try {
    camt053Validator().validate(document);
    return [];
  } catch (error) {
    return described(error);
  } finally {
    document.dispose();
  }
}
