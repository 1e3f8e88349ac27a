import type { ApartmentId } from '@catania/shared/config/apartments';
import { site } from '@catania/shared/config/site';
import { useEffect } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useFocus } from '../admin-nav';
import { useApartmentNames } from '../api';
import { SectionTitle } from '../ui';
import { useCalendars } from './api';
import { CalendarConfiguration } from './calendar-configuration';
import { StatusDashboard } from './status-dashboard';

/**
 * Calendari (product §2): 'Gestione Calendari iCal', with the status dashboard (refreshed every 30 s,
 * sync one, sync all with its progress bar) and the configuration (add, delete, export feeds).
 * `apartmentId` fixes the apartment (the selector is then locked).
 */
export function CalendarManager({ apartmentId }: { apartmentId?: ApartmentId }) {
  const calendars = useCalendars(site.admin.dashboardRefreshSeconds);
  const focus = useFocus('calendari');
  const loaded = Boolean(calendars.data);
  // A 'Da fare' line names a feed: bring its card into view.
  useEffect(() => {
    if (focus && loaded) {
      document.getElementById(`calendar-${focus.id}`)?.scrollIntoView({ block: 'center' });
    }
  }, [focus, loaded]);
  const names = useApartmentNames();
  const list = (calendars.data ?? []).filter((c) => !apartmentId || c.apartmentId === apartmentId);
  return (
    <div>
      <SectionTitle
        title="Gestione Calendari iCal"
        subtitle="Sincronizza i calendari di Airbnb, Booking.com e Google per bloccare le date già occupate"
      />
      <Tabs defaultValue="dashboard">
        <TabsList>
          <TabsTrigger value="dashboard">Status Dashboard</TabsTrigger>
          <TabsTrigger value="config">Configurazione</TabsTrigger>
        </TabsList>
        <TabsContent value="dashboard">
          <StatusDashboard
            calendars={list}
            names={names}
            loading={calendars.isLoading}
            failed={calendars.isError}
          />
        </TabsContent>
        <TabsContent value="config">
          <CalendarConfiguration calendars={list} names={names} apartmentId={apartmentId} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
