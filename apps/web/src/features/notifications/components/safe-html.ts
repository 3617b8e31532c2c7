/**
 * Notification HTML comes from the server, built from escaped values (issue 8). As a second line of
 * defence the page keeps only text and a few inline tags, without any attribute.
 */
const ALLOWED = new Set(['STRONG', 'EM', 'B', 'I', 'BR']);

export function sanitizeNotificationHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild;
  if (!root) return '';
  const clean = (node: Element): string => {
    let out = '';
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        out += (child.textContent ?? '').replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
      } else if (child.nodeType === Node.ELEMENT_NODE) {
        const element = child as Element;
        const inner = clean(element);
        if (ALLOWED.has(element.tagName)) {
          const tag = element.tagName.toLowerCase();
          out += tag === 'br' ? '<br>' : `<${tag}>${inner}</${tag}>`;
        } else {
          out += inner;
        }
      }
    }
    return out;
  };
  return clean(root);
}
