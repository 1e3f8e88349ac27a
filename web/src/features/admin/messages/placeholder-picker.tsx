import {
  MESSAGE_PLACEHOLDERS,
  type MessagePlaceholder,
} from '@catania/shared/domain/guest-messages';
import { useState } from 'react';

/** The placeholders a message may use, folded away until asked for; a tap inserts one. */
export function PlaceholderPicker({ onPick }: { onPick: (name: MessagePlaceholder) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="rounded-xl border border-lava-100 bg-white px-3 py-1">
      <button
        type="button"
        className="min-h-11 w-full text-left text-sm font-semibold text-lava-800"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Nascondi i segnaposto' : 'Segnaposto disponibili (tocca per inserire)'}
      </button>
      {open ? (
        <ul className="mb-2 grid gap-1 sm:grid-cols-2">
          {(Object.keys(MESSAGE_PLACEHOLDERS) as MessagePlaceholder[]).map((name) => (
            <li key={name}>
              <button
                type="button"
                className="min-h-11 w-full rounded-lg px-2 text-left text-sm hover:bg-cream-100"
                onClick={() => onPick(name)}
              >
                <code className="font-semibold text-accent-700">{`{{${name}}}`}</code>
                <span className="block text-xs text-lava-600">{MESSAGE_PLACEHOLDERS[name]}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
