import { LegalPage, type LegalText, useLegalText } from '../features/legal/legal-page';
import italian from '../i18n/legal/it/terms';

/** The translations of the text, each loaded by the page in its language only. */
const translations = import.meta.glob<{ default: LegalText }>([
  '../i18n/legal/*/terms.tsx',
  '!../i18n/legal/it/terms.tsx',
]);

export default function TermsPage() {
  return <LegalPage path="/terms" text={useLegalText(italian, translations)} />;
}
