/**
 * A Relay global id, base64("TypeName:id"): the API's ids, and the ids in the portal's URLs (a link in a mail to a
 * class's booking page carries its ScheduleItemNode id). ASCII only, so btoa does in Node and the browser alike.
 */
export function globalId(typename: string, id: string | number | bigint): string {
  return btoa(`${typename}:${id}`);
}
