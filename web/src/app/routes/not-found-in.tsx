import type { RouteObject } from 'react-router-dom';

import type { NotFoundBack } from '../pages/not-found-page';

import { NotFoundPage } from './page';

/**
 * Any path an area does not know, leading back to the area's start rather than out to the public site. Beside the
 * area tables, not in page.tsx: the public site's first load has no use for it.
 */
export const notFoundIn = (back: NotFoundBack): RouteObject => ({ path: '*', element: <NotFoundPage back={back} /> });
