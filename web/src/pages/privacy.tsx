import { LegalPage, type LegalText, useLegalText } from '../features/legal/legal-page';
import italian from '../i18n/legal/it/privacy';

/** The translations of the text, each loaded by the page in its language only. */
const translations = import.meta.glob<{ default: LegalText }>([
  '../i18n/legal/*/privacy.tsx',
  '!../i18n/legal/it/privacy.tsx',
]);

export default function PrivacyPage() {
  return <LegalPage path="/privacy" text={useLegalText(italian, translations)} />;
}
