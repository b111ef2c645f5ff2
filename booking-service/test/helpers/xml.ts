/**
 * A strict little XML reader for tests (no parser is among the dependencies): it checks
 * well-formedness — one root, every tag closed in order, quoted attributes, no raw `<` or
 * stray `&` in text or values, only the five predefined entities or character references —
 * and returns the element tree, so tests can assert on what a document says.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const entity = /&(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);/g;
const nameChars = '[A-Za-z_][\\w.:-]*';

function decode(value: string, where: string): string {
  if (value.replace(entity, '').includes('&')) throw new Error(`stray & in ${where}`);
  if (value.includes('<')) throw new Error(`raw < in ${where}`);
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

export function parseXml(source: string): XmlElement {
  let rest = source;
  const declaration = /^<\?xml\s[^?]*\?>\s*/.exec(rest);
  if (declaration) rest = rest.slice(declaration[0].length);
  const tag = new RegExp(`^<(/?)(${nameChars})((?:\\s+${nameChars}\\s*=\\s*(?:"[^"]*"|'[^']*'))*)\\s*(/?)>`);
  const attribute = new RegExp(`(${nameChars})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g');
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (rest.length > 0) {
    if (rest.startsWith('<')) {
      const match = tag.exec(rest);
      if (!match) throw new Error(`malformed tag at: ${rest.slice(0, 60)}`);
      rest = rest.slice(match[0].length);
      const [, closing, name, attributeText, selfClosing] = match as unknown as [
        string,
        string,
        string,
        string,
        string,
      ];
      if (closing) {
        const open = stack.pop();
        if (!open || open.name !== name) throw new Error(`</${name}> closes <${open?.name ?? 'nothing'}>`);
        continue;
      }
      const element: XmlElement = { name, attributes: {}, children: [], text: '' };
      for (const [, key, double, single] of attributeText.matchAll(attribute)) {
        if (key! in element.attributes) throw new Error(`duplicate attribute ${key} on <${name}>`);
        element.attributes[key!] = decode(double ?? single ?? '', `${name}@${key}`);
      }
      if (stack.length > 0) stack.at(-1)!.children.push(element);
      else if (root) throw new Error('more than one root element');
      else root = element;
      if (!selfClosing) stack.push(element);
    } else {
      const end = rest.indexOf('<');
      const text = end === -1 ? rest : rest.slice(0, end);
      rest = rest.slice(text.length);
      const parent = stack.at(-1);
      if (!parent) {
        if (text.trim()) throw new Error('text outside the root element');
        continue;
      }
      parent.text += decode(text, `<${parent.name}>`);
    }
  }
  if (stack.length > 0) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}
