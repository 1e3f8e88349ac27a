import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { SectionTitle } from '../ui';
import { ArrivalsView } from './arrivals-view';
import { TaxReportView } from './tax-report-view';

/** 'Check-in e ospiti' (issue 13): arrivals and the police file, and the tourist tax. */
export function CheckinManager() {
  return (
    <div>
      <SectionTitle
        title="Check-in e ospiti"
        subtitle="Arrivi e pre-check-in, file per il portale Alloggiati Web, imposta di soggiorno"
      />
      <Tabs defaultValue="arrivi">
        <TabsList aria-label="Check-in e ospiti">
          <TabsTrigger value="arrivi">Arrivi</TabsTrigger>
          <TabsTrigger value="imposta">Imposta di soggiorno</TabsTrigger>
        </TabsList>
        <TabsContent value="arrivi">
          <ArrivalsView />
        </TabsContent>
        <TabsContent value="imposta">
          <TaxReportView />
        </TabsContent>
      </Tabs>
    </div>
  );
}
