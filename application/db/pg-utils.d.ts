/** The part of node-postgres's lib/utils that application/db/simple-query.ts uses. */
declare module 'pg/lib/utils.js' {
  const utils: {
    /** The text node-postgres sends for a parameter's value (a Buffer for bytes, null for null). */
    prepareValue(value: unknown): string | Buffer | null;
  };
  export default utils;
}
