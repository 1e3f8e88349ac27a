import type { RouteBody } from '@catania/shared/api/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminKeys } from '../api';
import { saveFile } from '../download';

/** The 'Check-in e ospiti' calls: arrivals, imported stays, guests (logged), tax, the file. */
export const checkinKeys = {
  all: [...adminKeys.all, 'checkin'] as const,
  arrivals: (from: string, to: string) => [...checkinKeys.all, 'arrivals', from, to] as const,
  imported: () => [...checkinKeys.all, 'imported'] as const,
  guests: (stayKey: string) => [...checkinKeys.all, 'guests', stayKey] as const,
  taxReport: (period: string) => [...checkinKeys.all, 'tax', period] as const,
};

export function useArrivals(from: string, to: string) {
  return useQuery({
    queryKey: checkinKeys.arrivals(from, to),
    queryFn: () => adminApi('listArrivals', { query: { from, to } }).then((body) => body.arrivals),
  });
}

export function useImportedStays() {
  return useQuery({
    queryKey: checkinKeys.imported(),
    queryFn: () => adminApi('listImportedStays').then((body) => body.stays),
  });
}

/** After a change: arrivals, imported stays and the tax report are read again. */
function useRefreshCheckin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: checkinKeys.all });
}

export function useCreateArrival() {
  const refresh = useRefreshCheckin();
  return useMutation({
    mutationFn: (body: RouteBody<'createArrival'>) => adminApi('createArrival', { body }),
    onSuccess: refresh,
  });
}

export function useDeleteArrival() {
  const refresh = useRefreshCheckin();
  return useMutation({
    mutationFn: (id: string) => adminApi('deleteArrival', { params: { id } }),
    onSuccess: refresh,
  });
}

/** The guests' identities of a stay: read only when the owner asks (each read is logged). */
export function useStayGuests(stayKey: string | undefined) {
  return useQuery({
    queryKey: checkinKeys.guests(stayKey ?? ''),
    queryFn: () => adminApi('getStayGuests', { params: { stayKey: stayKey ?? '' } }),
    enabled: Boolean(stayKey),
    // Not kept in memory once the dialog closes.
    gcTime: 0,
    staleTime: 0,
  });
}

export function useUpdateStayTax() {
  const refresh = useRefreshCheckin();
  return useMutation({
    mutationFn: ({ stayKey, ...body }: { stayKey: string } & RouteBody<'updateStayTax'>) =>
      adminApi('updateStayTax', { params: { stayKey }, body }),
    onSuccess: refresh,
  });
}

export function useTaxReport(period: string) {
  return useQuery({
    queryKey: checkinKeys.taxReport(period),
    queryFn: () => adminApi('getTouristTaxReport', { query: { period } }),
  });
}

/**
 * Downloads the Alloggiati Web file of an arrival date: fetched with the session (the export is
 * logged on the server), then handed to the browser as `alloggiati-<date>.txt`.
 */
export async function downloadAlloggiati(date: string): Promise<{ persons: number }> {
  const response = await adminApi.response('exportAlloggiati', { query: { date } });
  saveFile(await response.blob(), `alloggiati-${date}.txt`);
  return { persons: Number(response.headers.get('x-alloggiati-persons') ?? 0) };
}

/** How each person was identified: refreshes the arrivals (the access release). */
export function useRecordIdentification() {
  const refresh = useRefreshCheckin();
  return useMutation({
    mutationFn: ({ stayKey, ...body }: { stayKey: string } & RouteBody<'recordIdentification'>) =>
      adminApi('recordIdentification', { params: { stayKey }, body }),
    onSuccess: refresh,
  });
}

/** An apartment's access details: read only when the owner opens them (each read is logged). */
export function useApartmentAccess(apartmentId: string | undefined) {
  return useQuery({
    queryKey: [...checkinKeys.all, 'access', apartmentId ?? ''],
    queryFn: () => adminApi('getApartmentAccess', { params: { id: apartmentId ?? '' } }),
    enabled: Boolean(apartmentId),
    gcTime: 0,
    staleTime: 0,
  });
}

export function useUpdateApartmentAccess() {
  const refresh = useRefreshCheckin();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & RouteBody<'updateApartmentAccess'>) =>
      adminApi('updateApartmentAccess', { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useTaxRates() {
  return useQuery({
    queryKey: [...checkinKeys.all, 'tax-rates'],
    queryFn: () => adminApi('getTouristTaxRates'),
  });
}

export function useUpdateTaxRates() {
  const refresh = useRefreshCheckin();
  return useMutation({
    mutationFn: (body: RouteBody<'updateTouristTaxRates'>) =>
      adminApi('updateTouristTaxRates', { body }),
    onSuccess: refresh,
  });
}

export function useAnnualTax(year: number) {
  return useQuery({
    queryKey: [...checkinKeys.all, 'tax-annual', year],
    queryFn: () => adminApi('getTouristTaxAnnual', { query: { year: String(year) } }),
  });
}

export function useRecordTaxPayment() {
  const refresh = useRefreshCheckin();
  return useMutation({
    mutationFn: ({ period, ...body }: { period: string } & RouteBody<'recordTouristTaxPayment'>) =>
      adminApi('recordTouristTaxPayment', { params: { period }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteTaxPayment() {
  const refresh = useRefreshCheckin();
  return useMutation({
    mutationFn: (period: string) => adminApi('deleteTouristTaxPayment', { params: { period } }),
    onSuccess: refresh,
  });
}

/** 'Invia ora': sends an arrival's guests to Alloggiati Web; the arrivals are read again. */
export function useSendAlloggiati() {
  const refresh = useRefreshCheckin();
  return useMutation({
    mutationFn: ({ stayKey, ...body }: { stayKey: string } & RouteBody<'sendAlloggiati'>) =>
      adminApi('sendAlloggiati', { params: { stayKey }, body }),
    onSuccess: refresh,
  });
}

/** Downloads the police's receipt of a day's sends (the download is logged on the server). */
export async function downloadAlloggiatiReceipt(date: string): Promise<void> {
  const response = await adminApi.response('getAlloggiatiReceipt', { params: { date } });
  saveFile(await response.blob(), `ricevuta-alloggiati-${date}.pdf`);
}

/** Sicily's tourism statistics: the days sent to the Region, newest first. */
export function useOsservatorioDays() {
  return useQuery({
    queryKey: [...checkinKeys.all, 'osservatorio'],
    queryFn: () => adminApi('listOsservatorioDays', { query: {} }),
  });
}

/** 'Reinvia' for a day the Region did not accept. */
export function useResendOsservatorioDay() {
  const refresh = useRefreshCheckin();
  return useMutation({
    mutationFn: (date: string) => adminApi('resendOsservatorioDay', { params: { date } }),
    onSuccess: refresh,
  });
}

/** 'Verifica': does the service take the stored account now? (Alloggiati Web, the Region.) */
export function useCheckConnection(service: 'alloggiati' | 'osservatorio') {
  return useMutation({
    mutationFn: () =>
      adminApi(
        service === 'alloggiati' ? 'checkAlloggiatiConnection' : 'checkOsservatorioConnection',
      ),
  });
}
