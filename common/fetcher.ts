// The one interface route queries use to read data: over HTTP in the browser, and
// straight from the database and content files on the server during SSR, with the
// same paths, the same JSON and the same error messages.
export interface Fetcher {
  json<T>(path: string): Promise<T>;
  text(path: string): Promise<string>;
}
