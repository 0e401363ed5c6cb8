/**
 * A WhatsApp click-to-chat link with a prefilled message (`%20` for spaces: WhatsApp shows a `+` as
 * it is). Without a number (the demo, or a build that sets none) WhatsApp opens with the message and
 * lets the user pick the contact.
 */
export const whatsappHref = (number: string, message: string): string => `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
