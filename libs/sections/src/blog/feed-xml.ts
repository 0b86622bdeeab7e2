import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';

/** An element of a feed: its name (with a declared prefix: 'dc:creator'), attributes, and text or children. */
export interface XmlElement {
  name: string;
  attributes?: Record<string, string>;
  /** Text, escaped by the serializer: whatever it holds, it stays text. */
  text?: string;
  children?: readonly XmlElement[];
}

/** The namespaces a feed's prefixes stand for. */
export type XmlNamespaces = Record<string, string>;

// `xml:lang` is in the namespace every document has, which is never declared.
const attributeNamespace = (name: string, namespaces: XmlNamespaces) => {
  const prefix = name.split(':')[0]!;
  return prefix === 'xml' ? 'http://www.w3.org/XML/1998/namespace' : (namespaces[prefix] ?? null);
};

function append(
  parent: XMLBuilder,
  element: XmlElement,
  namespaces: XmlNamespaces,
  inherited: string | null,
) {
  const prefix = element.name.includes(':') ? element.name.split(':')[0]! : undefined;
  const namespace = prefix ? namespaces[prefix]! : (element.attributes?.xmlns ?? inherited);
  const { xmlns: _default, ...attributes } = element.attributes ?? {};
  const node = parent.ele(namespace, element.name, attributes);
  if (element.text !== undefined) node.txt(element.text);
  for (const child of element.children ?? []) append(node, child, namespaces, prefix ? inherited : namespace);
}

/**
 * A feed's XML, written by a real serializer (xmlbuilder2, the DOM's
 * serialization algorithm): text is escaped wherever it is (`]]>` included,
 * since `>` is escaped too), never put in CDATA; a character XML 1.0 cannot
 * carry (a control character pasted into an article) is dropped; and the
 * serializer refuses to write anything that is not well-formed.
 */
export function feedXml(root: XmlElement, namespaces: XmlNamespaces = {}): string {
  // Characters outside XML 1.0's Char production are dropped where the text is given.
  const document = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
  const rootNamespace = root.attributes?.xmlns ?? null;
  const element = document.ele(rootNamespace, root.name);
  for (const [prefix, uri] of Object.entries(namespaces))
    element.att('http://www.w3.org/2000/xmlns/', `xmlns:${prefix}`, uri);
  const { xmlns: _default, ...attributes } = root.attributes ?? {};
  for (const [name, value] of Object.entries(attributes))
    if (name.includes(':')) element.att(attributeNamespace(name, namespaces), name, value);
    else element.att(name, value);
  if (root.text !== undefined) element.txt(root.text);
  for (const child of root.children ?? []) append(element, child, namespaces, rootNamespace);
  return `${document.end({ prettyPrint: true, wellFormed: true })}\n`;
}
