import type { RouteBody } from '@catania/shared/api/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminKeys } from '../api';

/** The 'Messaggi' calls: the owner's templates, the preview, each stay's timeline. */
export const messageKeys = {
  all: [...adminKeys.all, 'messages'] as const,
  templates: () => [...messageKeys.all, 'templates'] as const,
  previewStays: () => [...messageKeys.all, 'preview-stays'] as const,
  stay: (stayKey: string) => [...messageKeys.all, 'stay', stayKey] as const,
};

export function useMessageTemplates() {
  return useQuery({
    queryKey: messageKeys.templates(),
    queryFn: () => adminApi('listMessageTemplates').then((body) => body.templates),
  });
}

/** After a template changes, the templates and every timeline (its times may move). */
function useRefreshMessages() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: messageKeys.all });
}

export function useSaveTemplate() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & RouteBody<'updateMessageTemplate'>) =>
      adminApi('updateMessageTemplate', { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useResetTemplate() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (id: string) => adminApi('resetMessageTemplate', { params: { id } }),
    onSuccess: refresh,
  });
}

export function usePreviewStays() {
  return useQuery({
    queryKey: messageKeys.previewStays(),
    queryFn: () => adminApi('listPreviewStays').then((body) => body.stays),
  });
}

export const previewMessage = (body: RouteBody<'previewMessageTemplate'>) =>
  adminApi('previewMessageTemplate', { body });

export function useStayMessages(stayKey: string) {
  return useQuery({
    queryKey: messageKeys.stay(stayKey),
    queryFn: () => adminApi('listStayMessages', { params: { stayKey } }),
  });
}

export function useStayMessageAction(stayKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, action }: { kind: string; action: 'send' | 'skip' }) =>
      action === 'send'
        ? adminApi('sendStayMessage', { params: { stayKey, kind } })
        : adminApi('skipStayMessage', { params: { stayKey, kind } }),
    onSettled: () => client.invalidateQueries({ queryKey: messageKeys.stay(stayKey) }),
  });
}
