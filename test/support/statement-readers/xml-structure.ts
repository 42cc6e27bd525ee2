// Checks a parsed XML document (fast-xml-parser, preserveOrder) against a message
// definition written out in the test: for each complex type its children in order with
// their occurrences (a sequence) or its alternatives (a choice); for each simple type a
// pattern and a length; attributes by pattern. Returns every violation with its path, so
// a test can assert that a correct document has none and a broken one has the right one.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export interface Particle {
  readonly name: string;
  readonly type: string;
  readonly min?: number;
  /** Default 1; Infinity for unbounded. */
  readonly max?: number;
}

export type TypeDefinition =
  | { readonly sequence: readonly Particle[]; readonly attributes?: Readonly<Record<string, RegExp>> }
  | { readonly choice: readonly Particle[] }
  | { readonly text: RegExp; readonly minLength?: number; readonly maxLength?: number; readonly attributes?: Readonly<Record<string, RegExp>>; readonly requiredAttributes?: readonly string[] };

export type Definition = Readonly<Record<string, TypeDefinition>>;

export type XmlNode = Record<string, unknown>;

export interface ParsedXml {
  readonly nodes: XmlNode[];
  readonly problems: string[];
}

/** Parses with every value kept as text (amounts stay strings); not well-formed XML is a problem, not an exception. */
export function parseOrdered(xml: string): ParsedXml {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return { nodes: [], problems: [`not well-formed: ${valid.err.msg} (line ${valid.err.line})`] };
  const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '', parseTagValue: false, parseAttributeValue: false, trimValues: false, ignoreDeclaration: true, ignorePiTags: true });
  return { nodes: parser.parse(xml) as XmlNode[], problems: [] };
}

export function nameOf(node: XmlNode): string {
  return Object.keys(node).find((key) => key !== ':@') as string;
}

export function childrenOf(node: XmlNode): XmlNode[] {
  return (node[nameOf(node)] as XmlNode[]).filter((child) => nameOf(child) !== '#text' || String(child['#text']).trim() !== '');
}

export function textOf(node: XmlNode): string {
  return (node[nameOf(node)] as XmlNode[]).map((child) => String(child['#text'] ?? '')).join('');
}

export function attributesOf(node: XmlNode): Record<string, string> {
  return (node[':@'] as Record<string, string> | undefined) ?? {};
}

/** The elements (not text) among the top-level nodes. */
export function elements(nodes: readonly XmlNode[]): XmlNode[] {
  return nodes.filter((node) => !nameOf(node).startsWith('#') && !nameOf(node).startsWith('?'));
}

function checkAttributes(node: XmlNode, allowed: Readonly<Record<string, RegExp>> | undefined, required: readonly string[], path: string, problems: string[]): void {
  const attributes = attributesOf(node);
  for (const [name, value] of Object.entries(attributes)) {
    const pattern = allowed?.[name];
    if (pattern === undefined) problems.push(`${path}: attribute ${name} is not in the definition`);
    else if (!pattern.test(value)) problems.push(`${path}: attribute ${name}="${value}" does not match ${pattern}`);
  }
  for (const name of required) if (!(name in attributes)) problems.push(`${path}: attribute ${name} is required`);
}

/** Every violation of `definition` in the element `node` of type `type`. */
export function checkNode(definition: Definition, node: XmlNode, type: string, path: string, problems: string[] = []): string[] {
  const def = definition[type];
  if (def === undefined) throw new Error(`the test's definition has no type ${type}`);
  if ('text' in def) {
    checkAttributes(node, def.attributes, def.requiredAttributes ?? [], path, problems);
    if (childrenOf(node).some((child) => nameOf(child) !== '#text')) problems.push(`${path}: a simple element has child elements`);
    const text = textOf(node);
    const length = Array.from(text).length;
    if (!def.text.test(text)) problems.push(`${path}: "${text.slice(0, 60)}" does not match ${def.text}`);
    if (length < (def.minLength ?? 1)) problems.push(`${path}: empty (at least ${def.minLength ?? 1} characters)`);
    if (def.maxLength !== undefined && length > def.maxLength) problems.push(`${path}: ${length} characters, at most ${def.maxLength}`);
    return problems;
  }
  const children = childrenOf(node);
  if (children.some((child) => nameOf(child) === '#text')) problems.push(`${path}: text in an element that only holds elements`);
  const items = children.filter((child) => nameOf(child) !== '#text');
  if ('choice' in def) {
    const only = items[0];
    const option = only === undefined ? undefined : def.choice.find((p) => p.name === nameOf(only));
    if (items.length !== 1 || only === undefined || option === undefined) problems.push(`${path}: a choice of ${def.choice.map((p) => p.name).join(' | ')} holds ${items.map(nameOf).join(', ') || 'nothing'}`);
    else checkNode(definition, only, option.type, `${path}/${option.name}`, problems);
    return problems;
  }
  checkAttributes(node, def.attributes, [], path, problems);
  let at = 0;
  for (const particle of def.sequence) {
    let count = 0;
    while (at < items.length && nameOf(items[at] as XmlNode) === particle.name && count < (particle.max ?? 1)) {
      checkNode(definition, items[at] as XmlNode, particle.type, `${path}/${particle.name}${count > 0 ? `[${count + 1}]` : ''}`, problems);
      at += 1;
      count += 1;
    }
    if (count < (particle.min ?? 1)) problems.push(`${path}: ${particle.name} is required${count > 0 ? ` ${particle.min} times` : ''} (found ${items[at] === undefined ? 'the end' : nameOf(items[at] as XmlNode)})`);
  }
  if (at < items.length) problems.push(`${path}: ${nameOf(items[at] as XmlNode)} is not allowed here (out of order or not in the definition)`);
  return problems;
}
