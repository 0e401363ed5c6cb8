import * as v from 'valibot';
import type { Http } from '../http';
import { MessageWireSchema } from '../wire/common';

/** Wire: a main functionality ("Principais funcionalidades") of an app; also the mocks' stored record. */
export const MainFunctionalityWireSchema = v.object({
  id: v.number(),
  description: v.string(),
  appUuid: v.string(),
});
export type MainFunctionalityWire = v.InferOutput<typeof MainFunctionalityWireSchema>;
export interface MainFunctionality {
  id: number;
  description: string;
  appUuid: string;
}

const description = v.pipe(v.string(), v.trim(), v.nonEmpty('A descrição da funcionalidade é obrigatória.'));
/** Request: POST /app-main-functionalities. */
export const MainFunctionalitiesCreateBodySchema = v.object({
  appUuid: v.pipe(v.string(), v.nonEmpty('O app é obrigatório.')),
  functionalities: v.pipe(v.array(v.object({ description })), v.minLength(1, 'Adicione pelo menos uma funcionalidade.')),
});
export type MainFunctionalitiesCreateBody = v.InferInput<typeof MainFunctionalitiesCreateBodySchema>;
/** Request: PUT /app-main-functionalities/{id}. */
export const MainFunctionalityUpdateBodySchema = v.object({ description });
export type MainFunctionalityUpdateBody = v.InferInput<typeof MainFunctionalityUpdateBodySchema>;
/** Request: PUT /app-main-functionalities (the edit form's diff). */
export const MainFunctionalitiesSyncBodySchema = v.object({
  appUuid: v.pipe(v.string(), v.nonEmpty('O app é obrigatório.')),
  deleteIds: v.array(v.number()),
  newFunctionalities: v.array(v.object({ description })),
});
export type MainFunctionalitiesSyncBody = v.InferInput<typeof MainFunctionalitiesSyncBodySchema>;

/** Wire envelopes: `data` for lists and the sync result, `created` for creation, `updated` for one update. */
export const MainFunctionalityListWireSchema = v.object({ data: v.array(MainFunctionalityWireSchema) });
export const MainFunctionalityCreatedWireSchema = v.object({ created: v.array(MainFunctionalityWireSchema) });
export const MainFunctionalityUpdatedWireSchema = v.object({ updated: MainFunctionalityWireSchema });

const List = v.pipe(
  MainFunctionalityListWireSchema,
  v.transform((w): MainFunctionality[] => w.data),
);
const Created = v.pipe(
  MainFunctionalityCreatedWireSchema,
  v.transform((w): MainFunctionality[] => w.created),
);
const Updated = v.pipe(
  MainFunctionalityUpdatedWireSchema,
  v.transform((w): MainFunctionality => w.updated),
);
const Ack = v.pipe(
  MessageWireSchema,
  v.transform((w) => w.message),
);

export function mainFunctionalitiesCalls(http: Http) {
  return {
    /** GET {apiNode}/app-main-functionalities → all of them. */
    list: (): Promise<MainFunctionality[]> => http.json('apiNode', '/app-main-functionalities', List),
    /** GET {apiNode}/app-main-functionalities/{appUuid} → the app's; 404 unknown app. */
    listByApp: (appUuid: string): Promise<MainFunctionality[]> =>
      http.json('apiNode', `/app-main-functionalities/${encodeURIComponent(appUuid)}`, List),
    /** POST {apiNode}/app-main-functionalities {functionalities:[{description}], appUuid} → the created ones. */
    create: (body: MainFunctionalitiesCreateBody): Promise<MainFunctionality[]> =>
      http.json('apiNode', '/app-main-functionalities', Created, { method: 'post', json: body }),
    /** PUT {apiNode}/app-main-functionalities/{id} {description}. */
    update: (id: number, body: MainFunctionalityUpdateBody): Promise<MainFunctionality> =>
      http.json('apiNode', `/app-main-functionalities/${id}`, Updated, { method: 'put', json: body }),
    /** DELETE {apiNode}/app-main-functionalities/{id}. */
    delete: (id: number): Promise<string> => http.json('apiNode', `/app-main-functionalities/${id}`, Ack, { method: 'delete' }),
    /** PUT {apiNode}/app-main-functionalities {appUuid, deleteIds, newFunctionalities} → the app's list afterwards. */
    sync: (body: MainFunctionalitiesSyncBody): Promise<MainFunctionality[]> =>
      http.json('apiNode', '/app-main-functionalities', List, { method: 'put', json: body }),
  };
}
export type MainFunctionalitiesCalls = ReturnType<typeof mainFunctionalitiesCalls>;
