import { LegalPage, type LegalText, useLegalText } from '../features/legal/legal-page';
import italian from '../i18n/legal/it/cookie-policy';

/** The translations of the text, each loaded by the page in its language only. */
const translations = import.meta.glob<{ default: LegalText }>([
  '../i18n/legal/*/cookie-policy.tsx',
  '!../i18n/legal/it/cookie-policy.tsx',
]);

export default function CookiePolicyPage() {
  return <LegalPage path="/cookie-policy" text={useLegalText(italian, translations)} />;
}
