import { Switch } from '../../components/ui/switch';
import type { ConsentChoice } from '../../lib/consent';

/** The banner's preferences view: one switch per kind of cookie (SPEC 4). */
export function ConsentPreferences({
  choice,
  onChange,
}: {
  choice: ConsentChoice;
  onChange: (choice: ConsentChoice) => void;
}) {
  return (
    <ul className="mt-4 divide-y divide-lava-100">
      <PreferenceRow
        id="consent-necessary"
        title="Necessari"
        text="Indispensabili per il funzionamento del sito (ad esempio la memorizzazione di queste preferenze). Sempre attivi."
        checked
        disabled
      />
      <PreferenceRow
        id="consent-analytics"
        title="Analisi"
        text="Statistiche anonime sulle visite (Google Analytics con IP anonimizzato)."
        checked={choice.analytics}
        onChange={(analytics) => onChange({ ...choice, analytics })}
      />
      <PreferenceRow
        id="consent-marketing"
        title="Marketing"
        text="Misurazione delle campagne pubblicitarie e annunci personalizzati."
        checked={choice.marketing}
        onChange={(marketing) => onChange({ ...choice, marketing })}
      />
    </ul>
  );
}

function PreferenceRow({
  id,
  title,
  text,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  title: string;
  text: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (value: boolean) => void;
}) {
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="font-semibold text-lava-900">
          {title}
        </label>
        <p id={`${id}-text`} className="text-sm text-lava-600">
          {text}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-text`}
        onCheckedChange={onChange}
      />
    </li>
  );
}
