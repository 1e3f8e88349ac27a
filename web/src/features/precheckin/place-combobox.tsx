import type { Place } from '@catania/shared/alloggiati/codes';
import { useCombobox } from 'downshift';
import { ChevronDown, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FieldError, fieldClass } from '../../components/ui/input';
import { useMessages } from '../../i18n/messages';
import { cn } from '../../lib/cn';
import { type PlaceSource, usePlaceSearch } from './places';
import { inLanguage, useStateNames } from './state-names';

/** How a place reads in the field and the list: `Catania (CT)`, `Germania`. */
const placeLabel = (place: Place) =>
  place.province && place.province !== 'ES' ? `${place.name} (${place.province})` : place.name;

interface PlaceComboboxProps {
  id: string;
  label: string;
  /** The chosen place, or null. */
  value: Place | null;
  onChange: (place: Place | null) => void;
  /** Where the places come from (the states table, or the API for comuni). */
  source: PlaceSource;
  placeholder?: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
}

/**
 * A search-as-you-type picker over a code table (WAI-ARIA 1.2 combobox, Downshift): the guest
 * types a few letters, the list shows the matches, arrows and Enter or a tap choose one. Only a
 * place from the list is a value: free text is never sent.
 */
export function PlaceCombobox({
  id,
  label,
  value,
  onChange,
  source,
  placeholder,
  error,
  hint,
  disabled,
}: PlaceComboboxProps) {
  // A state is named in the page's language (a saved one arrives with the table's Italian name).
  const names = useStateNames();
  const labelOf = (place: Place) => placeLabel(inLanguage(place, names));
  const valueLabel = value ? labelOf(value) : '';
  const [input, setInput] = useState(valueLabel);
  // A value set from outside (a saved pre-check-in, a reset) shows in the field.
  useEffect(() => setInput(valueLabel), [valueLabel]);
  const typed = value && input === valueLabel ? '' : input;
  const { places, loading, typeMore } = usePlaceSearch(source, typed);
  const t = useMessages('precheckin').form;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const combobox = useCombobox<Place>({
    id,
    inputId: id,
    items: places,
    itemToString: (place) => (place ? labelOf(place) : ''),
    itemToKey: (place) => place?.code,
    selectedItem: value,
    inputValue: input,
    onInputValueChange: ({ inputValue }) => setInput(inputValue ?? ''),
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem ?? null),
    onIsOpenChange: ({ isOpen }) => {
      // Leaving the field with a half-typed name puts the chosen place back.
      if (!isOpen) setInput(valueLabel);
    },
  });
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  const showList = combobox.isOpen;

  return (
    <div className="relative">
      <label
        {...combobox.getLabelProps()}
        htmlFor={id}
        className="mb-1.5 block text-sm font-medium text-lava-700"
      >
        {label}
      </label>
      <div className="relative">
        <input
          {...combobox.getInputProps({
            placeholder,
            disabled,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy || undefined,
            autoComplete: 'off',
          })}
          className={cn(fieldClass, 'h-12 pr-11')}
        />
        <button
          type="button"
          {...combobox.getToggleButtonProps({ disabled, tabIndex: -1 })}
          aria-label={t.openList(label)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-lava-500"
        >
          {loading ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          ) : (
            <ChevronDown className="h-4 w-4" aria-hidden />
          )}
        </button>
      </div>
      <ul
        {...combobox.getMenuProps()}
        className={cn(
          'absolute z-30 mt-1 max-h-64 w-full overflow-auto rounded-xl border border-lava-200 bg-white py-1 shadow-lg',
          !showList && 'hidden',
        )}
      >
        {showList && places.length === 0 && !loading ? (
          <li className="px-4 py-2.5 text-sm text-lava-500">
            {typeMore ? t.typeMore : t.noResults}
          </li>
        ) : null}
        {showList
          ? places.map((place, index) => (
              <li
                key={place.code}
                {...combobox.getItemProps({ item: place, index })}
                className={cn(
                  'cursor-pointer px-4 py-2.5 text-sm text-lava-900',
                  combobox.highlightedIndex === index && 'bg-accent-50 text-accent-900',
                  value?.code === place.code && 'font-semibold',
                )}
              >
                {labelOf(place)}
              </li>
            ))
          : null}
      </ul>
      {hint && !error ? (
        <p id={hintId} className="mt-1.5 text-xs text-lava-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
