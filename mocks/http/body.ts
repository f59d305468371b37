import { isJsonObject, type JsonObject } from '@contract/json';
import { ERRORS, HttpError } from './responses';

/** The request body as a JSON object, or a 400 the client can show; a bad body never throws through. */
export async function readJsonObject(request: Request): Promise<JsonObject> {
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    throw new HttpError(400, ERRORS.notJson);
  }
  if (!isJsonObject(body)) throw new HttpError(400, ERRORS.notObject);
  return body;
}
