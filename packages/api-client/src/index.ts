export { parseConfig, ConfigError, EnvSchema, BASE_URL_PATTERN, type ApiConfig } from './config';
export { ApiError, isApiError, parseRetryAfter, ErrorBodySchema, type ErrorBody, type ApiErrorKind } from './errors';
export { createHttp, parseWith, type ClientHooks, type Http, type Base, type UploadOptions } from './http';
export { createApiClient, type ApiClient } from './client';
export {
  ROLE_NAMES,
  ROLE_OPTIONS,
  RoleNameSchema,
  permissionsFor,
  NO_PERMISSIONS,
  roleUuid,
  roleFromUuid,
  type RoleName,
  type Permissions,
} from './roles';
export { encodeBase64Json, decodeBase64Json } from './wire/base64';
export * from './wire/nullable';
export * from './wire/common';
export * from './wire/url';
export * from './wire/refs';
export * from './resources/auth';
export { socialSignInUrl, type SocialProvider } from './socialSignIn';
export * from './resources/account';
export * from './resources/dashboard';
export * from './resources/apps';
export * from './resources/ratings';
export * from './resources/providers';
export * from './resources/providerTypes';
export { CategoryListWireSchema, categoriesCalls, type CategoriesCalls } from './resources/categories';
export * from './resources/subcategories';
export * from './resources/categoryRelationships';
export * from './resources/mainFunctionalities';
export * from './resources/appMedias';
export * from './resources/leis';
export * from './resources/uploads';
export * from './resources/news';
