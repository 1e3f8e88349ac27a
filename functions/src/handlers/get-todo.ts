import * as routes from '@catania/shared/api/routes/health';
import { todoList } from '../health/todo';
import { httpHandler } from '../http/handler';

/** GET /api/admin/todo: 'Da fare', what needs the owner now, each line with where it leads. */
export const handler = httpHandler(routes.getTodo, () => todoList());
