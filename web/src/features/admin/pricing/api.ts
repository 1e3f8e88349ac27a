import type { RouteBody } from '@catania/shared/api/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminKeys, useRefreshAfter } from '../api';

/**
 * The 'Prezzi' calls: base prices, pricing rules, stay rules by period and the extras' catalogue.
 * After a price change the public pages' queries are read again too (product §7).
 */

export function useBasePrices() {
  return useQuery({
    queryKey: adminKeys.basePrices(),
    queryFn: () => adminApi('listBasePrices'),
  });
}

/** After a price change: pricing, apartments and availability are read again (product §7). */
const useRefreshPrices = () =>
  useRefreshAfter(['base-prices', 'apartments', 'rules', 'stay-rules'], { andPublic: true });

export function useUpdateBasePrice() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: (body: RouteBody<'updateBasePrice'>) => adminApi('updateBasePrice', { body }),
    onSuccess: refresh,
  });
}

export function usePricingRules(apartmentId: string | undefined) {
  return useQuery({
    queryKey: adminKeys.rules(apartmentId ?? ''),
    queryFn: () => adminApi('listPricingRules', { params: { apartmentId: apartmentId ?? '' } }),
    enabled: Boolean(apartmentId),
  });
}

export function useSaveRule() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: ({ id, rule }: { id?: string; rule: RouteBody<'createPricingRule'> }) =>
      id
        ? adminApi('updatePricingRule', { params: { id }, body: rule })
        : adminApi('createPricingRule', { body: rule }),
    onSuccess: refresh,
  });
}

export function useDeleteRule() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: (id: string) => adminApi('deletePricingRule', { params: { id } }),
    onSuccess: refresh,
  });
}

export function useCopyRules() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: (body: RouteBody<'copyPricingRules'>) => adminApi('copyPricingRules', { body }),
    onSuccess: refresh,
  });
}

export function useStayRules(apartmentId: string | undefined) {
  return useQuery({
    queryKey: adminKeys.stayRules(apartmentId ?? ''),
    queryFn: () => adminApi('listStayRules', { params: { apartmentId: apartmentId ?? '' } }),
    enabled: Boolean(apartmentId),
  });
}

export function useSaveStayRule() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: ({ id, rule }: { id?: string; rule: RouteBody<'createStayRule'> }) =>
      id
        ? adminApi('updateStayRule', { params: { id }, body: rule })
        : adminApi('createStayRule', { body: rule }),
    onSuccess: refresh,
  });
}

export function useDeleteStayRule() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: (id: string) => adminApi('deleteStayRule', { params: { id } }),
    onSuccess: refresh,
  });
}

/** The catalogue of extras ('Prezzi' > 'Extra'). */
export function useExtraDefinitions() {
  return useQuery({
    queryKey: adminKeys.extras(),
    queryFn: () => adminApi('listExtraDefinitions'),
  });
}

export function usePutExtraDefinition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & RouteBody<'putExtraDefinition'>) =>
      adminApi('putExtraDefinition', { params: { id }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.extras() }),
  });
}
