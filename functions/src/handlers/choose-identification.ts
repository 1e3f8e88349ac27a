import * as routes from '@catania/shared/api/routes/checkin';
import { chooseIdentification } from '../checkin/identification';
import { httpHandler } from '../http/handler';

/** PUT /api/checkin/{token}/identification: a video-call slot, 'chiamami all'arrivo' or in person. */
export const handler = httpHandler(routes.chooseIdentification, ({ params, body }) =>
  chooseIdentification(params.token, body),
);
