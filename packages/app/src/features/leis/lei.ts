import type { Lei } from '@portal-fiscal/api-client';

/** The message 'Redirecionar meu imposto' prefills: in Portuguese, whatever the portal's language (it goes to the sales team). */
export const redirectMessage = (lei: Pick<Lei, 'title' | 'titleSmall'>) =>
  `Olá! Quero redirecionar parte do meu imposto para o projeto "${lei.title ?? lei.titleSmall ?? ''}", que vi nas Leis de Incentivo do Portal Fiscal. Como faço?`;

/** The lei's title as the page names it. */
export const leiTitle = (lei: Pick<Lei, 'title' | 'titleSmall'>, fallback: string) => lei.title ?? lei.titleSmall ?? fallback;
