import { createElement, type ReactNode } from 'react';
import { withoutInlineHandlers } from '../../lib/inlineHandlers';
import { parseInert } from '../../lib/trustedTypes';

/**
 * The formatting a card's text may keep: no links (a card is one link; a nested one could not be
 * reached), no images, no attributes at all.
 */
const KEPT = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'span', 'ul', 'ol', 'li', 'small', 'sub', 'sup']);
/**
 * Elements dropped with everything inside them, since what they hold is not text to read (DOMPurify's
 * default `FORBID_CONTENTS`, plus forms' and media's own content). Any other element outside KEPT is
 * dropped but keeps its text: a link's words stay, as words.
 */
const DROPPED = new Set([
  'audio',
  'colgroup',
  'embed',
  'head',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'object',
  'option',
  'plaintext',
  'script',
  'select',
  'style',
  'template',
  'textarea',
  'thead',
  'title',
  'video',
  'xmp',
]);
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

export interface InlineHtml {
  /** React nodes of the kept formatting and text: never markup, so nothing is parsed again on insertion. */
  nodes: ReactNode[];
  /** Whether any text other than white space is left. */
  hasText: boolean;
}

/**
 * A backend's HTML (a lei's objective) as React nodes of text formatting only, for a card. The browser's
 * own parser reads it into an inert document (DOMParser: no script runs, nothing loads); the walk below
 * keeps the elements of KEPT without any attribute, and text as text. What reaches the page is built by
 * React from that whitelist, so no attribute, handler, link or foreign element can pass, whatever the
 * input. Same result as DOMPurify with the same whitelist, for a fraction of its work: a list page has
 * 24 cards, and DOMPurify (parse, sanitise, serialise, then React parses the string again) cost about
 * 70 ms of a phone's main thread there. A lei's own page keeps DOMPurify (`sanitizeHtml`), which allows
 * links and headings.
 */
export function inlineHtml(html: string): InlineHtml {
  if (!html || typeof DOMParser === 'undefined') return { nodes: [], hasText: false };
  const body = parseInert(withoutInlineHandlers(html)).body;
  let key = 0;
  let hasText = false;
  const convert = (node: ChildNode): ReactNode => {
    if (node.nodeType === TEXT_NODE) {
      const text = node.textContent ?? '';
      if (text.trim()) hasText = true;
      return text;
    }
    if (node.nodeType !== ELEMENT_NODE) return null; // comments, processing instructions
    const element = node as Element;
    const tag = element.localName;
    // SVG and MathML content (their own namespaces) is dropped whole, like the elements of DROPPED.
    if (element.namespaceURI !== HTML_NAMESPACE || DROPPED.has(tag)) return null;
    const children = Array.from(element.childNodes, convert);
    if (!KEPT.has(tag)) return children;
    key += 1;
    return tag === 'br' ? createElement('br', { key }) : createElement(tag, { key }, ...children);
  };
  const nodes = Array.from(body.childNodes, convert);
  return { nodes, hasText };
}
