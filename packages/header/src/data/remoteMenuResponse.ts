import * as z from 'zod/mini';
import { envelope } from '@shell/api-client/schemas';

// Its own module, loaded with the first menu request (a `SchemaSource`): zod stays out of the
// page's initial JS.

/**
 * The envelope check only: `data.list` must be an array (spec §5), else the whole response fails
 * and the menu falls back to the empty list. Items are validated afterwards, one by one, so one
 * bad item does not cost the others.
 */
export const remoteMenuResponse = envelope(z.object({ list: z.array(z.unknown()) }));
