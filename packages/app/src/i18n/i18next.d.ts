import 'i18next';
import type common from './locales/pt-BR/common.json';
import type auth from './locales/pt-BR/auth.json';
import type dashboard from './locales/pt-BR/dashboard.json';
import type layout from './locales/pt-BR/layout.json';
import type marketplace from './locales/pt-BR/marketplace.json';
import type leis from './locales/pt-BR/leis.json';
import type calculator from './locales/pt-BR/calculator.json';
import type settings from './locales/pt-BR/settings.json';
import type company from './locales/pt-BR/company.json';
import type products from './locales/pt-BR/products.json';
import type productList from './locales/pt-BR/productList.json';
import type management from './locales/pt-BR/management.json';
import type adminProviders from './locales/pt-BR/adminProviders.json';
import type adminUsers from './locales/pt-BR/adminUsers.json';

/** Keys are checked against the pt-BR dictionaries; dictionaries.test.ts checks English has the same. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      dashboard: typeof dashboard;
      layout: typeof layout;
      marketplace: typeof marketplace;
      leis: typeof leis;
      calculator: typeof calculator;
      settings: typeof settings;
      company: typeof company;
      products: typeof products;
      productList: typeof productList;
      management: typeof management;
      adminProviders: typeof adminProviders;
      adminUsers: typeof adminUsers;
    };
  }
}
