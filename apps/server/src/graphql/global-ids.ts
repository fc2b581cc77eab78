import { globalId } from '@kiai/shared';

// Relay global ids, base64("TypeName:id"). A week of the schedule carries about 600 of them (every class
// names its item, class type, level, room, location and instructor) and Buffer's base64 round trip was
// 15% of that answer's CPU, so encoded ids are remembered: the same few thousand rows recur in every answer.

/** Past this many remembered ids the memo starts afresh, which bounds its memory (a few MB) on any club. */
const MEMO_LIMIT = 50_000;

let memo = new Map<string, Map<string | number | bigint, string>>();
let remembered = 0;

/** base64("TypeName:id"), as the Relay plugin and the portal expect. */
export function encodeGlobalID(typename: string, id: string | number | bigint): string {
  let ofType = memo.get(typename);
  const known = ofType?.get(id);
  if (known !== undefined) return known;
  if (remembered >= MEMO_LIMIT) {
    memo = new Map();
    remembered = 0;
    ofType = undefined;
  }
  if (!ofType) memo.set(typename, (ofType = new Map()));
  const encoded = globalId(typename, id);
  ofType.set(id, encoded);
  remembered++;
  return encoded;
}
