import { SaxesParser } from 'saxes';

/** An element as a strict XML parser read it, for tests: its name, attributes, text and children. */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlNode[];
}

/** For tests: a document read by saxes, a conforming parser that throws on anything not well-formed. */
export function parseXml(xml: string): XmlNode {
  const parser = new SaxesParser();
  const root: XmlNode = { name: '#document', attributes: {}, text: '', children: [] };
  const open: XmlNode[] = [root];
  parser.on('opentag', (tag) => {
    const node: XmlNode = {
      name: tag.name,
      attributes: Object.fromEntries(Object.entries(tag.attributes).map(([k, v]) => [k, String(v)])),
      text: '',
      children: [],
    };
    open.at(-1)!.children.push(node);
    open.push(node);
  });
  parser.on('text', (text) => (open.at(-1)!.text += text));
  parser.on('cdata', (text) => (open.at(-1)!.text += text));
  parser.on('closetag', () => open.pop());
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
  return root.children[0]!;
}

/** The children of `node` named `name`, and the first of them. */
export const all = (node: XmlNode, name: string) => node.children.filter((child) => child.name === name);
export const one = (node: XmlNode, name: string) => all(node, name)[0]!;
