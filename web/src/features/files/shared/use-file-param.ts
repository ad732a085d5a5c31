import { documentIdOr, useQueryParams } from '@/lib/use-query-params';

/** `?file=<id>` opens that file (the activity log, emails and conversations link to it). */
const FILE_PARAM = 'file';

export function useFileParam() {
  const [params, changeParams] = useQueryParams();
  // A link edited to name no document id (a path, a reserved name) opens nothing: no file could be read by it.
  const openId = documentIdOr(params.get(FILE_PARAM), null);
  const change = (id: string | null) => changeParams({ [FILE_PARAM]: id });
  return { openId, open: (id: string) => change(id), close: () => change(null) };
}
