export { parseConfig, ConfigError, EnvSchema, type ApiConfig } from './config';
export { ApiError, isApiError, ErrorBodySchema, type ErrorBody, type ApiErrorKind } from './errors';
export { createHttp, type ClientHooks, type Http, type Base } from './http';
export { createApiClient, type ApiClient } from './client';
export { ROLE_NAMES, RoleNameSchema, permissionsFor, type RoleName, type Permissions } from './roles';
export { encodeBase64Json, decodeBase64Json } from './wire/base64';
export {
  authCalls,
  decodeLoginResponse,
  LoginWireSchema,
  LoginBodySchema,
  type AuthCalls,
  type AuthSession,
  type LoginBody,
  type LoginWire,
} from './resources/auth';
