import { site } from '@catania/shared/config/site';
import { MessageCircle, Phone } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useMessages } from '../../i18n/messages';

/** 'Hai domande?': call the host or write on WhatsApp about this apartment. */
export function HostContactCard({ apartmentName }: { apartmentName: string }) {
  const { host } = useMessages('apartmentLater');
  const phone = site.contacts.phone.replace(/\s/g, '');
  const text = encodeURIComponent(host.whatsappText(apartmentName));
  const whatsapp = `https://wa.me/${site.contacts.whatsapp.replace(/\D/g, '')}?text=${text}`;
  return (
    <div className="rounded-3xl bg-lava-950 p-6 text-white">
      <h2 className="font-display text-xl">{host.title}</h2>
      <p className="mt-2 text-sm text-lava-200">{host.hours}</p>
      <div className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <Button asChild variant="light">
          <a href={`tel:${phone}`}>
            <Phone className="h-4 w-4" aria-hidden /> {host.call}
          </a>
        </Button>
        <Button asChild>
          <a href={whatsapp} target="_blank" rel="noopener noreferrer">
            <MessageCircle className="h-4 w-4" aria-hidden /> WhatsApp
          </a>
        </Button>
      </div>
    </div>
  );
}
