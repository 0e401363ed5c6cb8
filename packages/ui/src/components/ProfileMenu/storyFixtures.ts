/** Story fixtures, not exported from the package. A local SVG portrait for stories (no network). Not exported from the package. */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="#cfe0f1"/><circle cx="48" cy="38" r="18" fill="#7a5230"/><path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="#0f766e"/></svg>`;
export const profilePhoto = `data:image/svg+xml,${encodeURIComponent(svg)}`;

export const profileLabelsPt = {
  trigger: 'Abrir menu do perfil',
  greeting: 'Olá, {name}!',
  greetingAnonymous: 'Olá!',
  manageAccount: 'Gerenciar minha conta',
  language: 'Idioma',
  languages: { 'pt-BR': 'PT-BR', en: 'EN' } as const,
  settings: 'Configurações gerais',
  logout: 'Sair',
};
export const profileLabelsEn = {
  trigger: 'Open profile menu',
  greeting: 'Hello, {name}!',
  greetingAnonymous: 'Hello!',
  manageAccount: 'Manage my account',
  language: 'Language',
  languages: { 'pt-BR': 'PT-BR', en: 'EN' } as const,
  settings: 'General settings',
  logout: 'Sign out',
};
