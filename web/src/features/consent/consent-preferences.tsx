import { Switch } from '../../components/ui/switch';
import { useMessages } from '../../i18n/messages';
import type { ConsentChoice } from '../../lib/consent';

/** The banner's preferences view: one switch per kind of cookie (product §4). */
export function ConsentPreferences({
  choice,
  onChange,
}: {
  choice: ConsentChoice;
  onChange: (choice: ConsentChoice) => void;
}) {
  const { consentPreferences: consent } = useMessages('layoutLater');
  return (
    <ul className="mt-4 divide-y divide-lava-100">
      <PreferenceRow
        id="consent-necessary"
        title={consent.necessary}
        text={consent.necessaryText}
        checked
        disabled
      />
      <PreferenceRow
        id="consent-analytics"
        title={consent.analytics}
        text={consent.analyticsText}
        checked={choice.analytics}
        onChange={(analytics) => onChange({ ...choice, analytics })}
      />
      <PreferenceRow
        id="consent-marketing"
        title={consent.marketing}
        text={consent.marketingText}
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
