import '@testing-library/jest-dom/vitest';
import type { Locale } from '@catania/shared/config/locales';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadMessages } from '../i18n/messages';
import type { Namespace } from '../i18n/namespaces';

// Each test starts from an empty document (Testing Library cleans up by itself only with globals).
afterEach(() => cleanup());

// Every catalogue loaded before the tests render: in the app, the entry and the prerender load the
// page's before its first render, so no component waits for its texts.
await Promise.all(
  Object.keys(import.meta.glob('../i18n/catalogues/*/*.ts')).map((file) => {
    const [, locale, namespace] = /catalogues\/(\w+)\/([\w-]+)\.ts$/.exec(file) ?? [];
    return loadMessages(locale as Locale, namespace as Namespace);
  }),
);
