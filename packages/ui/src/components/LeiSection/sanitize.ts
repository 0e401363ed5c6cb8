import DOMPurify from 'dompurify';
import { withoutInlineHandlers } from '../../lib/inlineHandlers';

/**
 * Sanitises HTML that comes from the backend (a lei's objective) before it is rendered:
 * no scripts, no event handlers, no styles, no forms, no iframes, and no media (an image from the
 * backend's HTML would load whatever it names, a tracking pixel or a broken path, without a text
 * alternative); `javascript:` links are dropped. Handlers leave the tags before DOMPurify parses them
 * (`withoutInlineHandlers`: no CSP report for a handler that would never run).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(withoutInlineHandlers(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'img', 'picture', 'source', 'video', 'audio', 'svg', 'math'],
    FORBID_ATTR: ['style', 'class', 'id'],
  });
}

/**
 * Stricter sanitising for HTML shown inside a clickable card: text formatting only, no links,
 * images or attributes (a card holds one link; nested ones would be unreachable).
 */
export function sanitizeInlineHtml(html: string): string {
  return DOMPurify.sanitize(withoutInlineHandlers(html), {
    ALLOWED_TAGS: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'span', 'ul', 'ol', 'li', 'small', 'sub', 'sup'],
    ALLOWED_ATTR: [],
  });
}
