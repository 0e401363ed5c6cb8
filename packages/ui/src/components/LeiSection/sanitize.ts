import DOMPurify from 'dompurify';
import { withoutInlineHandlers } from '../../lib/inlineHandlers';
import { portalPolicy } from '../../lib/trustedTypes';

/**
 * Sanitises HTML that comes from the backend (a lei's objective) before it is rendered:
 * no scripts, no event handlers, no styles, no forms, no iframes, and no media (an image from the
 * backend's HTML would load whatever it names, a tracking pixel or a broken path, without a text
 * alternative); `javascript:` links are dropped. Handlers leave the tags before DOMPurify parses them
 * (`withoutInlineHandlers`: no CSP report for a handler that would never run). Under Trusted Types the
 * result is a `TrustedHTML` of the portal's policy (src/lib/trustedTypes.ts), which `innerHTML` accepts.
 */
export function sanitizeHtml(html: string): TrustedHTML | string {
  return DOMPurify.sanitize(withoutInlineHandlers(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
      'img',
      'picture',
      'source',
      'video',
      'audio',
      'svg',
      'math',
    ],
    FORBID_ATTR: ['style', 'class', 'id'],
    TRUSTED_TYPES_POLICY: portalPolicy(),
    RETURN_TRUSTED_TYPE: true,
  });
}
