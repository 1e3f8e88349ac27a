import { todayInRome } from '@catania/shared/domain/dates';
import { centsToEuro } from '@catania/shared/domain/money';
import type { TaxReportResponse } from '@catania/shared/schemas/checkin';
import { useState } from 'react';
import { DateField } from '../../../components/date-range-picker/date-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { formatDay, formatEuro } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api';
import { Card } from '../ui';
import { useDeleteTaxPayment, useRecordTaxPayment } from './api';

/**
 * What the owner paid over to the municipality for the period (riversamento): amount, date and
 * reference, as the yearly account (Modello 21) asks; removed if recorded by mistake.
 */
export function TaxPaymentCard({ report }: { report: TaxReportResponse }) {
  const record = useRecordTaxPayment();
  const remove = useDeleteTaxPayment();
  const collected = centsToEuro(report.total.collectedCents);
  const [amount, setAmount] = useState(String(collected).replace('.', ','));
  const [paidOn, setPaidOn] = useState(todayInRome());
  const [reference, setReference] = useState('');
  const payment = report.payment;

  const save = async () => {
    try {
      await record.mutateAsync({
        period: report.period,
        amountEuro: Number(amount.replace(',', '.')),
        paidOn,
        ...(reference.trim() ? { reference: reference.trim() } : {}),
      });
      toast({ title: 'Versamento registrato', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, 'Impossibile registrare il versamento.'),
        variant: 'destructive',
      });
    }
  };
  const undo = async () => {
    try {
      await remove.mutateAsync(report.period);
      toast({ title: 'Versamento eliminato', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, 'Impossibile eliminare il versamento.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card data-testid="tax-payment">
      <h3 className="font-display text-xl text-lava-900">Versamento al Comune: {report.label}</h3>
      {payment ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3 text-sm text-lava-700">
          <p>
            Versati <strong>{formatEuro(centsToEuro(payment.amountCents))}</strong> il{' '}
            {formatDay(payment.paidOn)}
            {payment.reference ? ` (${payment.reference})` : ''}. Riscossi {formatEuro(collected)}.
          </p>
          <Button variant="outline" onClick={undo} disabled={remove.isPending}>
            Elimina versamento
          </Button>
        </div>
      ) : (
        <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
          <div className="grid gap-1">
            <label htmlFor="payment-amount" className="text-xs font-medium text-lava-700">
              Importo versato (€)
            </label>
            <Input
              id="payment-amount"
              inputMode="decimal"
              className="h-11 text-sm"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor="payment-date" className="text-xs font-medium text-lava-700">
              Data del versamento
            </label>
            <DateField id="payment-date" className="text-sm" value={paidOn} onChange={setPaidOn} />
          </div>
          <div className="grid gap-1">
            <label htmlFor="payment-reference" className="text-xs font-medium text-lava-700">
              Riferimento (avviso pagoPA, CRO)
            </label>
            <Input
              id="payment-reference"
              className="h-11 text-sm"
              maxLength={80}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
            />
          </div>
          <Button onClick={save} disabled={record.isPending}>
            Registra
          </Button>
        </div>
      )}
    </Card>
  );
}
