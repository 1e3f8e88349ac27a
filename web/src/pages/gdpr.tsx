import { LegalPage, type LegalText, useLegalText } from '../features/legal/legal-page';
import italian from '../i18n/legal/it/gdpr';

/** The translations of the text, each loaded by the page in its language only. */
const translations = import.meta.glob<{ default: LegalText }>([
  '../i18n/legal/*/gdpr.tsx',
  '!../i18n/legal/it/gdpr.tsx',
]);

export default function GdprPage() {
  return <LegalPage path="/gdpr" text={useLegalText(italian, translations)} />;
}
