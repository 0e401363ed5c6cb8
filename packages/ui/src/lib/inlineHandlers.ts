/** An opening tag (name, then anything but angle brackets). */
const TAG = /<[a-z][^<>]*>/gi;
/** An event-handler attribute inside a tag (`onerror=…`, quoted or not, after a space, quote or slash). */
const HANDLER = /(^|[\s"'/])on[a-z0-9_-]*\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]*)/gi;

/**
 * A backend's HTML with the event-handler attributes taken out of its tags, before the browser parses it.
 *
 * This is not the defence against them: the parse is inert (a DOMParser document runs nothing and loads
 * nothing), and what reaches the page is whitelisted (the card's `inlineHtml`) or sanitised (DOMPurify).
 * But Chromium checks the page's Content-Security-Policy as its parser sets such an attribute, even in an
 * inert document, and reports a violation for a handler that would never run. A deployment that collects
 * CSP reports, and our production journeys, which fail on any, would be told of an attack on every page
 * that shows a lei carrying one. Text outside the tags is left as it is; a tag this pattern cannot read (an
 * angle bracket inside a quoted value) is left too, and costs at most that report.
 */
export const withoutInlineHandlers = (html: string): string => html.replace(TAG, (tag) => tag.replace(HANDLER, '$1'));
