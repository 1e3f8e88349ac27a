import { apiRoutes as routes } from 'virtual:api-routes';
import type {
  ArrivalSummary,
  CreateArrivalRequest,
  ImportedStay,
  StayGuestsResponse,
  StayTaxView,
  TaxReportResponse,
} from '@catania/shared/schemas/checkin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, buildPath } from '../../../lib/api-client';
import { adminCall, adminKeys } from '../api';
import { adminSession, SESSION_EXPIRED_NOTICE } from '../session';

/** The 'Check-in e ospiti' calls: arrivals, imported stays, guests (logged), tax, the file. */
export const checkinKeys = {
  all: [...adminKeys.all, 'checkin'] as const,
  arrivals: (from: string, to: string) => [...checkinKeys.all, 'arrivals', from, to] as const,
  imported: () => [...checkinKeys.all, 'imported'] as const,
  guests: (stayKey: string) => [...checkinKeys.all, 'guests', stayKey] as const,
  taxReport: (period: string) => [...checkinKeys.all, 'tax', period] as const,
};

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

export function useArrivals(from: string, to: string) {
  return useQuery({
    queryKey: checkinKeys.arrivals(from, to),
    queryFn: () =>
      adminCall<{ arrivals: ArrivalSummary[] }>({
        ...routes.listArrivals,
        path: withQuery(routes.listArrivals.path, { from, to }),
      }).then((body) => body.arrivals),
  });
}

export function useImportedStays() {
  return useQuery({
    queryKey: checkinKeys.imported(),
    queryFn: () =>
      adminCall<{ stays: ImportedStay[] }>(routes.listImportedStays).then((body) => body.stays),
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
    mutationFn: (body: CreateArrivalRequest) =>
      adminCall<{ arrival: ArrivalSummary; mailed: boolean }>(routes.createArrival, { body }),
    onSuccess: refresh,
  });
}

export function useDeleteArrival() {
  const refresh = useRefreshCheckin();
  return useMutation({
    mutationFn: (id: string) =>
      adminCall<{ success: true }>(routes.deleteArrival, { params: { id } }),
    onSuccess: refresh,
  });
}

/** The guests' identities of a stay: read only when the owner asks (each read is logged). */
export function useStayGuests(stayKey: string | undefined) {
  return useQuery({
    queryKey: checkinKeys.guests(stayKey ?? ''),
    queryFn: () =>
      adminCall<StayGuestsResponse>(routes.getStayGuests, { params: { stayKey: stayKey ?? '' } }),
    enabled: Boolean(stayKey),
    // Not kept in memory once the dialog closes.
    gcTime: 0,
    staleTime: 0,
  });
}

export function useUpdateStayTax() {
  const refresh = useRefreshCheckin();
  return useMutation({
    mutationFn: ({
      stayKey,
      ...body
    }: {
      stayKey: string;
      collected: boolean;
      exemptions?: (string | null)[];
    }) =>
      adminCall<{ touristTax: StayTaxView }>(routes.updateStayTax, { params: { stayKey }, body }),
    onSuccess: refresh,
  });
}

export function useTaxReport(period: string) {
  return useQuery({
    queryKey: checkinKeys.taxReport(period),
    queryFn: () =>
      adminCall<TaxReportResponse>({
        ...routes.getTouristTaxReport,
        path: withQuery(routes.getTouristTaxReport.path, { period }),
      }),
  });
}

/**
 * Downloads the Alloggiati Web file of an arrival date: fetched with the session (the export is
 * logged on the server), then handed to the browser as `alloggiati-<date>.txt`.
 */
export async function downloadAlloggiati(date: string): Promise<{ persons: number }> {
  const response = await fetch(withQuery(buildPath(routes.exportAlloggiati.path), { date }), {
    credentials: 'include',
  });
  if (!response.ok) {
    const text = await response.text();
    let body: ApiError['body'];
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (response.status === 401) adminSession.signedOut(SESSION_EXPIRED_NOTICE);
    throw new ApiError(response.status, `${response.status}: ${text}`, body);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `alloggiati-${date}.txt`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { persons: Number(response.headers.get('x-alloggiati-persons') ?? 0) };
}
