/**
 * The booking service's error envelope, loaded when an answer is not a success (a schema
 * module: not in a page's first download).
 */
export { errorEnvelopeSchema } from '@stayvn/shared';
