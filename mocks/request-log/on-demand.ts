/** What the log needs only once someone looks at it or asks for a file: one chunk, loaded then. */
export { toCurl } from './curl';
export { toHar } from './har';
export { wholeEntries } from './stored';
