/** A path's numeric id (within PostgreSQL's integer), or undefined: answered 404 like an id that does not exist. */
export function idParam(value: unknown): number | undefined {
  if (typeof value !== "string" || !/^[1-9][0-9]{0,8}$/.test(value)) return undefined;
  return Number(value);
}
