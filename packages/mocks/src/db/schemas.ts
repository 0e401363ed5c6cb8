import * as v from 'valibot';
import { RoleNameSchema } from '@portal-fiscal/api-client';

/**
 * Stored shapes of the simulated backend. They reuse the contract's schemas for every value the
 * client parses (roles here; the resource schemas as the contract grows), so the data cannot drift
 * from what the client expects.
 */
export const AccountRecordSchema = v.object({
  id: v.number(),
  uuid: v.string(),
  name: v.string(),
  email: v.pipe(v.string(), v.email()),
  password: v.string(),
  role: RoleNameSchema,
  phone: v.string(),
  cargo: v.string(),
  occupation: v.string(),
  company: v.string(),
  website: v.string(),
  birth: v.string(),
  cep: v.string(),
  city: v.string(),
  state: v.string(),
  country: v.string(),
  recoveryEmail: v.string(),
  creationSource: v.string(),
  profilePicture: v.string(),
  accountsStatus: v.picklist(['ATIVO', 'INATIVO']),
  appProviderUuid: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  lastLoggedAt: v.nullable(v.string()),
});
export type AccountRecord = v.InferOutput<typeof AccountRecordSchema>;
