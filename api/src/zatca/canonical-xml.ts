import { DOMParser, type Document, type Element, type Node } from '@xmldom/xmldom';
import { C14nCanonicalization, type NamespacePrefix } from 'xml-crypto';
import { UBL } from './ubl-names';

export const parseXml = (xml: string): Document => new DOMParser().parseFromString(xml, 'text/xml');

/** The namespaces an element inherits, which inclusive C14N writes on a subtree's apex. */
const inherited = (element: Element): NamespacePrefix[] => {
  const found = new Map<string, string>();
  for (let node = element.parentNode; node && node.nodeType === 1; node = node.parentNode) {
    const attributes = (node as Element).attributes;
    for (let index = 0; index < attributes.length; index += 1) {
      const { name, value } = attributes.item(index)!;
      if (!name.startsWith('xmlns')) continue;
      const prefix = name === 'xmlns' ? '' : name.slice(6);
      if (!found.has(prefix)) found.set(prefix, value);
    }
  }
  return [...found].filter(([prefix]) => prefix !== '').map(([prefix, namespaceURI]) => ({ prefix, namespaceURI }));
};

/** Canonical XML (C14N, without comments) of an element and what it holds. */
export const canonical = (element: Element): string => new C14nCanonicalization().process(element as never, { ancestorNamespaces: inherited(element) }) as string;

const children = (parent: Node, namespace: string, name: string): Element[] => {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) if (node.nodeType === 1 && (node as Element).namespaceURI === namespace && (node as Element).localName === name) found.push(node as Element);
  return found;
};

/** The first element at a path of (namespace, local name) steps under `parent`. */
export const elementAt = (parent: Node, ...steps: [string, string][]): Element | undefined => {
  let current: Node | undefined = parent;
  for (const [namespace, name] of steps) current = current ? children(current, namespace, name)[0] : undefined;
  return current as Element | undefined;
};

export const elementsAt = (parent: Node, namespace: string, name: string): Element[] => children(parent, namespace, name);

/**
 * The invoice as its hash sees it (ZATCA's security standard): without UBLExtensions (the
 * signature), cac:Signature and the QR code's document reference, in canonical form.
 */
export const hashableForm = (xml: string): string => {
  const root = parseXml(xml).documentElement!;
  const left = [
    ...elementsAt(root, UBL.ext, 'UBLExtensions'),
    ...elementsAt(root, UBL.cac, 'Signature'),
    ...elementsAt(root, UBL.cac, 'AdditionalDocumentReference').filter((reference) => elementAt(reference, [UBL.cbc, 'ID'])?.textContent === 'QR'),
  ];
  for (const element of left) root.removeChild(element);
  return canonical(root);
};
