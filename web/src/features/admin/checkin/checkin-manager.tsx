import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { SectionTitle } from '../ui';
import { AccessDetailsView } from './access-details-view';
import { ArrivalsView } from './arrivals-view';
import { ConnectionsView } from './connections-view';
import { OsservatorioView } from './osservatorio-view';
import { TaxRatesView } from './tax-rates-view';
import { TaxReportView } from './tax-report-view';

/**
 * 'Check-in e ospiti': arrivals and the police file, the tourist tax, the access
 * details, the Region's tourism statistics and the check of the accounts they are sent with.
 */
export function CheckinManager() {
  return (
    <div>
      <SectionTitle
        title="Check-in e ospiti"
        subtitle="Arrivi, pre-check-in e riconoscimento, Alloggiati Web, imposta di soggiorno, accessi, statistiche della Regione, collegamenti"
      />
      <Tabs defaultValue="arrivi">
        <TabsList aria-label="Check-in e ospiti">
          <TabsTrigger value="arrivi">Arrivi</TabsTrigger>
          <TabsTrigger value="imposta">Imposta di soggiorno</TabsTrigger>
          <TabsTrigger value="tariffe">Tariffe</TabsTrigger>
          <TabsTrigger value="accessi">Accessi</TabsTrigger>
          <TabsTrigger value="statistiche">Statistiche Regione</TabsTrigger>
          <TabsTrigger value="collegamenti">Collegamenti</TabsTrigger>
        </TabsList>
        <TabsContent value="arrivi">
          <ArrivalsView />
        </TabsContent>
        <TabsContent value="imposta">
          <TaxReportView />
        </TabsContent>
        <TabsContent value="tariffe">
          <TaxRatesView />
        </TabsContent>
        <TabsContent value="accessi">
          <AccessDetailsView />
        </TabsContent>
        <TabsContent value="statistiche">
          <OsservatorioView />
        </TabsContent>
        <TabsContent value="collegamenti">
          <ConnectionsView />
        </TabsContent>
      </Tabs>
    </div>
  );
}
