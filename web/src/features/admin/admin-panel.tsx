import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AdminNavProvider, useAdminNav } from './admin-nav';
import { logout } from './api';
import { BookingsManager } from './bookings/bookings-manager';
import { CalendarManager } from './calendars/calendar-manager';
import { CheckinManager } from './checkin/checkin-manager';
import { ContactsManager } from './contacts/contacts-manager';
import { ContentManager } from './content/content-manager';
import { SystemHealthView } from './health/system-health';
import { MessagesManager } from './messages/messages-manager';
import { NumbersView } from './numbers/numbers-view';
import { PlanningView } from './planning/planning-view';
import { PricingManager } from './pricing/pricing-manager';
import { ReviewsManager } from './reviews/reviews-manager';
import { adminSession } from './session';
import { TodoPanel } from './todo/todo-panel';

/**
 * The admin panel (product §2): its tabs, Calendari first, then the owner's other tools; 'Da fare'
 * above them all.
 */
export function AdminPanel() {
  return (
    <AdminNavProvider initialTab="calendari">
      <AdminPanelContent />
    </AdminNavProvider>
  );
}

function AdminPanelContent() {
  const nav = useAdminNav();
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    try {
      await logout();
    } catch {
      // Signed out here either way; the server session ends by itself within 8 hours.
    }
    adminSession.signedOut();
  };
  return (
    <section className="container-site pt-28 pb-16">
      <header className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl text-lava-900 sm:text-4xl">
            Pannello di Amministrazione
          </h1>
          <p className="mt-1 text-sm text-lava-600">
            Calendari, prezzi, prenotazioni e contatti di Catania Centro Apartments
          </p>
        </div>
        <Button variant="outline" onClick={signOut} disabled={leaving}>
          <LogOut className="h-4 w-4" aria-hidden />
          Esci
        </Button>
      </header>
      <TodoPanel />
      <Tabs value={nav.tab} onValueChange={(tab) => nav.go(tab as Parameters<typeof nav.go>[0])}>
        <TabsList wrap>
          <TabsTrigger value="calendari">Calendari</TabsTrigger>
          <TabsTrigger value="prezzi">Prezzi</TabsTrigger>
          <TabsTrigger value="prenotazioni">Prenotazioni</TabsTrigger>
          <TabsTrigger value="contatti">Contatti</TabsTrigger>
          <TabsTrigger value="planning">Planning</TabsTrigger>
          <TabsTrigger value="check-in">Check-in e ospiti</TabsTrigger>
          <TabsTrigger value="messaggi">Messaggi</TabsTrigger>
          <TabsTrigger value="numeri">Numeri</TabsTrigger>
          <TabsTrigger value="recensioni">Recensioni</TabsTrigger>
          <TabsTrigger value="foto-e-testi">Foto e testi</TabsTrigger>
          <TabsTrigger value="stato">Stato del sistema</TabsTrigger>
        </TabsList>
        <TabsContent value="calendari">
          <CalendarManager />
        </TabsContent>
        <TabsContent value="prezzi">
          <PricingManager />
        </TabsContent>
        <TabsContent value="prenotazioni">
          <BookingsManager />
        </TabsContent>
        <TabsContent value="contatti">
          <ContactsManager />
        </TabsContent>
        <TabsContent value="planning">
          <PlanningView />
        </TabsContent>
        <TabsContent value="check-in">
          <CheckinManager />
        </TabsContent>
        <TabsContent value="messaggi">
          <MessagesManager />
        </TabsContent>
        <TabsContent value="numeri">
          <NumbersView />
        </TabsContent>
        <TabsContent value="recensioni">
          <ReviewsManager />
        </TabsContent>
        <TabsContent value="foto-e-testi">
          <ContentManager />
        </TabsContent>
        <TabsContent value="stato">
          <SystemHealthView />
        </TabsContent>
      </Tabs>
    </section>
  );
}
